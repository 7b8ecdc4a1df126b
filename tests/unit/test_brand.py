"""The salon's colours: the shades follow from the roles, and the build
refuses a palette with a pair the site draws that does not read, naming the
nearest shade that does."""

from __future__ import annotations

import itertools

import pytest

from salon.brand.colour import contrast, from_oklch, oklch
from salon.brand.contrast import PAIRS, drawn, failures, nearest_passing, ratio, roles_of
from salon.brand.palette import SHADES, palette
from salon.content_model import ContentError
from tests.content import CONTENT
from tests.content_edit import content_with, where


def _roles(**changed: str) -> dict[str, str]:
    return {**CONTENT.colors.model_dump(), **changed}


@pytest.mark.example_content
def test_the_house_roles_give_the_house_palette_to_the_digit():
    assert palette(_roles()) == {
        "bg": "#f8f5f1",
        "surface": "#ffffff",
        "text": "#1f1b18",
        "accent": "#9e4a33",
        "on-accent": "#ffffff",
        "on-dark": "#ffffff",
        "subtle": "#efe8e0",
        "on-dark-soft": "#f3eee8",
        "hero-text": "#f6efe9",
        "muted": "#5c544d",
        "field-border": "#8a817a",
        "accent-dark": "#7f3a27",
        "accent-tint": "#f6e6df",
        "hero-eyebrow": "#fbe3da",
    }


def test_each_shade_keeps_its_roles_hue_and_moves_with_it():
    for name, shade in SHADES.items():
        for role_colour in ("#9e4a33", "#2f6b4f", "#3b4f8c"):
            derived = palette(_roles(**{shade.role: role_colour}))[name]
            hue_gap = (oklch(derived)[2] - oklch(role_colour)[2] - shade.hue) % 360
            # Within a few degrees: fitting a shade into sRGB may turn it a little.
            assert min(hue_gap, 360 - hue_gap) < 6 or oklch(derived)[1] < 0.02, name


def test_the_contents_palette_passes_every_pair():
    assert failures(_roles()) == []


# A dozen accent hues at several lightnesses, on a few backgrounds.
ACCENTS = [
    from_oklch(lightness, 0.12, hue)
    for hue, lightness in itertools.product(range(0, 360, 30), (0.4, 0.55, 0.7))
]
BACKGROUNDS = ["#f8f5f1", "#eef3f7"]


def _suggestion_passes(roles: dict[str, str], failure) -> None:
    suggested = failure.line.rsplit("; ", 1)[1].split(" ", 1)[0]
    assert suggested.startswith("#"), failure.line
    colours = drawn({**roles, failure.role: suggested})
    for pair in PAIRS:
        if failure.role in roles_of(pair):
            assert ratio(pair, colours) >= pair.need, (failure.line, pair)
    # The same hue: only the lightness moved.
    if oklch(roles[failure.role])[1] > 0.03:
        gap = abs(oklch(suggested)[2] - oklch(roles[failure.role])[2]) % 360
        assert min(gap, 360 - gap) < 6, (suggested, roles[failure.role])


@pytest.mark.parametrize("background", BACKGROUNDS)
def test_every_refused_palette_of_a_sweep_gets_suggestions_that_pass(background):
    refused = 0
    for accent in ACCENTS:
        roles = _roles(accent=accent, background=background)
        for failure in failures(roles):
            _suggestion_passes(roles, failure)
        refused += bool(failures(roles))
    # The sweep holds both kinds.
    assert 0 < refused < len(ACCENTS)


@pytest.mark.parametrize("accent", ["#e8a0a0", "#f2c14e", "#7fb8a4", "#c7c7ff", "#dddddd"])
def test_a_refused_colour_gets_a_suggestion_with_which_every_pair_it_is_in_passes(accent):
    roles = _roles(accent=accent)
    found = failures(roles)
    assert found
    for failure in found:
        _suggestion_passes(roles, failure)


def test_the_suggestion_is_the_nearest_lightness_that_passes():
    roles = _roles(accent="#e8a0a0")
    suggested = nearest_passing(roles, "accent")
    lightness = oklch(suggested)[0]
    nearer = from_oklch(lightness + 0.005, *oklch(suggested)[1:])
    assert failures({**roles, "accent": nearer})


def test_the_ratio_is_not_rounded_up_to_pass():
    # 4.49:1 is below 4.5 however it is shown.
    grey = next(
        f"#{v:02x}{v:02x}{v:02x}"
        for v in range(255, 0, -1)
        if contrast(f"#{v:02x}{v:02x}{v:02x}", "#ffffff") >= 4.4
    )
    assert 4.4 <= contrast(grey, "#ffffff") < 4.5
    line = failures(_roles(accent=grey))[0].line
    assert ":1" in line and "4.5:1" not in line.split(",")[0]


def test_a_refused_palette_stops_the_build_with_one_line_a_pair_naming_file_line_and_field():
    with pytest.raises(ContentError) as error:
        content_with({("colors", "accent"): "#e8a0a0"})
    lines = [line for line in error.value.errors if "colors.accent" in line]
    colours = drawn(_roles(accent="#e8a0a0"))
    assert len(lines) == sum(1 for pair in PAIRS if ratio(pair, colours) < pair.need)
    assert all(line.startswith(f"{where(('colors', 'accent'))}: colors.accent: ") for line in lines)
    assert where(("colors", "accent")).startswith("content/brand.yml:")
    assert "#e8a0a0: white text on the accent's buttons is 2.1:1" in lines[0]
    assert lines[0].endswith("is the nearest that passes")


def test_a_colour_that_is_no_colour_is_one_line():
    with pytest.raises(ContentError) as error:
        content_with({("colors", "text"): "svart"})
    assert any(
        "colors.text: must be a colour #RRGGBB, got 'svart'" in line for line in error.value.errors
    ), error.value.errors
