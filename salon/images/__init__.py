"""The owner's photos, from images/source/ to the files the site serves.

- `slots`: the places on the site a photo goes, and the crop and widths
  each needs (the content's schema names a field's slot);
- `source`: a photo checked (missing, not a type the site takes, damaged or
  cut short: one line, `PhotoError`) and read upright, in sRGB, without
  metadata; JPEG, PNG, WebP and HEIC (pillow-heif);
- `variants`: one photo in one slot (salon/images/slots.py): the
  crop its focus asks for, the slot's widths, AVIF and WebP (or the sharing
  picture's JPEG), named by a content hash;
- `publish`: the files the pages ask for, encoded only when the cache
  (`.cache/images/`) lacks them, into Reflex's public folder;
- `cache`: whole-file writes.

The build plugin salon/plugins/images.py runs it in every `reflex run`
compile and `reflex export`; the content checks (salon/content_model/
checks.py) use `source` to name a bad photo's file, line and field.
"""
