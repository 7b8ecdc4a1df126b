"""The entries that hold a photo in a carousel or grid (testimonials too), and the owner's
words for a photo and its focus (the CMS shows them as labels and hints)."""

from __future__ import annotations

from typing import Literal

from salon.content_model.fields import Focus, Model, Rating, Text, Whole, Words, field, photo
from salon.images.slots import AVATAR, HERO, INSTAGRAM, SALON, Slot
from salon.locales import CODES, DEFAULT


def photo_hint(slot: Slot) -> str:
    return (
        "Välj ett foto eller ladda upp ett nytt, direkt från mobilen eller kameran "
        f"(JPEG, PNG, WebP eller HEIC). Det visas {slot.shape}: webbplatsen beskär "
        "det så och gör de storlekar den behöver när den byggs."
    )


FOCUS_TITLE = "Bildens viktigaste del"
FOCUS_HINT = (
    "Det som ska synas när fotot beskärs till platsens form, t.ex. Upptill för "
    "ett ansikte högt upp i ett stående foto. Tomt: mitten."
)


class Picture(Model):
    """A photo of the salon's carousel; the slides and Instagram's pictures
    are the same entry in another slot."""

    image: photo(SALON) = field("Bild", photo_hint(SALON))
    alt: Words = field("Bildbeskrivning", "Vad bilden visar, för den som inte ser den.")
    focus: Focus = field(FOCUS_TITLE, FOCUS_HINT, default=None)


class HeroSlide(Picture):
    image: photo(HERO) = field("Bild", photo_hint(HERO))


class InstagramPicture(Picture):
    image: photo(INSTAGRAM) = field("Bild", photo_hint(INSTAGRAM))


class Testimonial(Model):
    """A customer's words, kept as written: the same on every language's
    pages, marked with the language the customer wrote in."""

    name: Text = field("Namn")
    age: Whole = field("Ålder")
    text: Text = field("Omdöme", "Som kunden skrev det; det översätts inte.", widget="text")
    language: Literal[CODES] = field(  # type: ignore[valid-type]
        "Omdömets språk", "sv: svenska, en: engelska.", default=DEFAULT.code
    )
    rating: Rating = field("Betyg", "1–5 stjärnor.")
    image: photo(AVATAR) = field("Bild", photo_hint(AVATAR))
    focus: Focus = field(FOCUS_TITLE, FOCUS_HINT, default=None)
