"""The salon's opening hours, in one place.

- `calendar`: weekday and month names, the time zone, the build date and
  Swedish holidays (the `holidays` package), which the content is checked
  against;
- `schedule`: the hours of any date (weekly hours, holiday policy, the
  owner's exceptions) and the dated answers the browser gets;
- `components`: what the pages show: the week's list, the table, the
  open/closed line and the deviations, prerendered from the schedule and
  handed to the wrappers in salon_components/opening_hours.py, whose
  JavaScript is assets/js/widgets/opening_hours.jsx and deviations.jsx with
  their logic in assets/js/logic/opening_hours.js and salon_dates.js.

Importing the package imports none of them: the content model needs the
calendar before the schedule can read the content.
"""
