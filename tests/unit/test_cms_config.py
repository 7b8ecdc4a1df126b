"""salon/cms/cms_config.py: JSON Schema in, Decap/Sveltia form fields out,
on a small model of its own (tests/unit/test_cms_fields.py holds the real
content to it), in one language and in several side by side."""

from __future__ import annotations

from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, Field
from ruamel.yaml import YAML

from salon.cms import cms_config, cms_settings
from salon.content_model.fields import TRANSLATED

TIME = r"^([01]\d|2[0-3]):[0-5]\d$"


class Item(BaseModel):
    name: str = Field(title="Namn")
    price: Annotated[int, Field(gt=0)] = Field(title="Pris", description="Hela kronor.")
    photo: str | None = Field(None, title="Bild", json_schema_extra={"widget": "image"})


class Day(BaseModel):
    day: Literal["Måndag", "Tisdag"] = Field(title="Dag")
    closes: Annotated[str, Field(pattern=TIME)] = Field(title="Stänger", description="TT:MM.")


class Model(BaseModel):
    title: str = Field(title="Rubrik", description="Överst på sidan.")
    story: str = Field(title="Berättelse", json_schema_extra={"widget": "text"})
    paragraphs: Annotated[list[str], Field(min_length=1)] = Field(
        title="Stycken", json_schema_extra={"widget": "text"}
    )
    items: Annotated[list[Item], Field(min_length=1)] = Field(
        title="Behandlingar", json_schema_extra={"singular": "behandling"}
    )
    days: list[Day] = Field(title="Dagar")
    closed: str | None = Field(None, title="Stängt", json_schema_extra={"widget": "date"})
    note: Annotated[str, Field(max_length=30)] = Field(title="Notis")
    latitude: float = Field(title="Latitud")
    open: bool = Field(False, title="Öppet")
    contact: Day = Field(title="Kontakt")


@pytest.fixture(scope="module")
def form() -> dict[str, dict]:
    return {field["name"]: field for field in cms_config.fields(Model.model_json_schema())}


def test_every_field_in_order_with_its_label_and_hint(form):
    assert list(form) == list(Model.model_fields)
    assert form["title"] == {
        "name": "title",
        "label": "Rubrik",
        "hint": "Överst på sidan.",
        "widget": "string",
    }


def test_a_paragraph_is_a_text_box(form):
    assert form["story"]["widget"] == "text"
    assert form["paragraphs"]["widget"] == "list"
    assert form["paragraphs"]["field"]["widget"] == "text"
    assert form["paragraphs"]["min"] == 1
    assert "required" not in form["paragraphs"]
    # Collapsed, each paragraph shows its own start, not the list's label.
    assert form["paragraphs"]["summary"] == "{{fields.paragraphs | truncate(60, '…')}}"


def test_a_list_names_one_item_as_the_schema_says(form):
    assert form["items"]["label_singular"] == "behandling"
    assert "label_singular" not in form["days"]


def test_a_list_of_entries_has_their_fields_and_a_summary(form):
    items = form["items"]
    assert items["widget"] == "list" and items["collapsed"] is True
    assert items["summary"] == "{{fields.name | truncate(60, '…')}}"
    assert [f["name"] for f in items["fields"]] == ["name", "price", "photo"]
    price = items["fields"][1]
    assert price == {
        "name": "price",
        "label": "Pris",
        "hint": "Hela kronor.",
        "widget": "number",
        "value_type": "int",
        "step": 1,
        "min": 1,
    }


def test_a_photo_is_an_image_field(form):
    photo = form["items"]["fields"][2]
    assert photo["widget"] == "image" and photo["required"] is False


def test_an_empty_list_is_allowed_unless_the_schema_needs_an_item(form):
    assert form["days"]["required"] is False
    assert "min" not in form["days"]
    assert "required" not in form["items"]


def test_weekdays_are_a_select_and_times_carry_their_pattern(form):
    day, closes = form["days"]["fields"]
    assert day["widget"] == "select" and day["options"] == ["Måndag", "Tisdag"]
    assert closes["pattern"] == [TIME, "TT:MM"]
    assert form["days"]["summary"] == "{{fields.day | truncate(60, '…')}}"


def test_a_date_is_a_date_picker_without_time(form):
    closed = form["closed"]
    assert closed["widget"] == "datetime"
    assert closed["format"] == closed["date_format"] == "YYYY-MM-DD"
    assert closed["time_format"] is False
    assert closed["required"] is False


def test_a_length_limit_becomes_a_pattern(form):
    assert form["note"]["pattern"] == ["^[\\s\\S]{0,30}$", "högst 30 tecken"]


def test_decimals_yes_no_and_entries(form):
    assert form["latitude"]["value_type"] == "float" and "step" not in form["latitude"]
    assert form["open"] == {
        "name": "open",
        "label": "Öppet",
        "widget": "boolean",
        "required": False,
    }
    contact = form["contact"]
    assert contact["widget"] == "object" and contact["collapsed"] is True
    assert [f["name"] for f in contact["fields"]] == ["day", "closes"]


def test_a_shape_without_a_form_field_is_an_error():
    class Either(BaseModel):
        value: int | str = Field(title="Värde")

    class Unknown(BaseModel):
        value: str = Field(title="Värde", json_schema_extra={"widget": "markdown"})

    with pytest.raises(cms_settings.CmsConfigError, match="value"):
        cms_config.fields(Either.model_json_schema())
    with pytest.raises(cms_settings.CmsConfigError, match="unknown widget 'markdown'"):
        cms_config.fields(Unknown.model_json_schema())


# --- content/cms.yml ------------------------------------------------------------------


def settings_file(tmp_path, text: str):
    path = tmp_path / "cms.yml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_backends(tmp_path):
    github = cms_settings.load_settings(settings_file(tmp_path, "backend: github\nrepo: a/b\n"))
    assert cms_settings.backend(github) == {"name": "github", "repo": "a/b", "branch": "main"}
    assert github.api_origins == ["https://api.github.com", "https://www.githubstatus.com"]
    proxy = cms_settings.load_settings(
        settings_file(tmp_path, "backend: github\nrepo: a/b\nbase_url: https://auth.example.se\n")
    )
    assert cms_settings.backend(proxy)["base_url"] == "https://auth.example.se"
    gitlab = cms_settings.load_settings(
        settings_file(tmp_path, "backend: gitlab\nrepo: g/s\napp_id: abc\nbranch: live\n")
    )
    assert cms_settings.backend(gitlab) == {
        "name": "gitlab",
        "repo": "g/s",
        "branch": "live",
        "auth_type": "pkce",
        "app_id": "abc",
    }
    assert gitlab.api_origins == ["https://gitlab.com"]
    gateway = cms_settings.load_settings(settings_file(tmp_path, "backend: git-gateway\n"))
    assert cms_settings.backend(gateway) == {"name": "git-gateway", "branch": "main"}
    # The own server: Decap's proxy backend on the site's own origin, nothing else.
    server = cms_settings.load_settings(settings_file(tmp_path, "backend: server\n"))
    assert cms_settings.backend(server) == {"name": "proxy", "proxy_url": "/api/editor"}
    assert server.own_server and not gateway.own_server
    assert server.api_origins == [] and server.avatar_origins == []


@pytest.mark.parametrize(
    "text, line",
    [
        ("backend: github\n", "cms.yml: repo: the github backend needs the repository, owner/name"),
        ("backend: gitlab\nrepo: a/b\n", "cms.yml: app_id: GitLab's PKCE log-in needs"),
        (
            "backend: bitbucket\n",
            "cms.yml:1: backend: Input should be 'github', 'gitlab', 'git-gateway' or 'server'",
        ),
        (
            "backend: github\nrepo: a/b\nbase_url: http://x.se\n",
            "cms.yml:3: base_url: must be an https:// URL",
        ),
        (
            "backend: github\nrepo: a/b\nbranh: main\n",
            "cms.yml:3: branh: Extra inputs are not permitted",
        ),
        ("backend: [\n", "cms.yml: not valid YAML"),
        (
            "# the backend\nbackend: server\nrepo: a/b\nbranch: main\n",
            "cms.yml:3: repo: the server backend takes none: it saves in the checkout it runs "
            "from (delete the line)",
        ),
        (
            "backend: server\nbase_url: https://auth.example.se\n",
            "cms.yml:2: base_url: the server backend takes none",
        ),
        ("backend: git-gateway\napp_id: x\n", "cms.yml:2: app_id: git-gateway takes none"),
    ],
)
def test_a_bad_setting_is_one_line_naming_the_key(tmp_path, text, line):
    with pytest.raises(cms_settings.CmsConfigError) as error:
        cms_settings.load_settings(settings_file(tmp_path, text))
    assert line in str(error.value)
    assert len(str(error.value).splitlines()) == 1


def test_the_whole_file(tmp_path):
    settings = cms_settings.load_settings(settings_file(tmp_path, "backend: github\nrepo: a/b\n"))
    entries = [
        cms_config.Entry("texter", "Texter", "content/texts.yml", ("title", "story")),
        cms_config.Entry("priser", "Priser", "content/prices.yml", ("items", "open"), preview=True),
    ]
    config = cms_config.cms_config(
        Model.model_json_schema(),
        settings,
        entries=entries,
        locales=["sv", "en"],
        site_url="https://salong.example",
        logo_url="/admin/logo.svg",
    )
    text = cms_config.dump(config)
    assert text.startswith("# Written by the build")
    assert YAML(typ="safe").load(text) == config
    assert config["local_backend"] == {"url": "http://localhost:8081/api/v1"}
    assert config["media_folder"] == "images/source" and config["public_folder"] == ""
    assert config["logo_url"] == "/admin/logo.svg"
    (collection,) = config["collections"]
    assert collection["format"] == "yml"
    texts, prices = collection["files"]
    assert (texts["name"], texts["label"], texts["file"]) == (
        "texter",
        "Texter",
        "content/texts.yml",
    )
    assert [f["name"] for f in texts["fields"]] == ["title", "story"]
    assert [f["name"] for f in prices["fields"]] == ["items", "open"]
    assert texts["editor"] == {"preview": False} and prices["editor"] == {"preview": True}


def test_the_own_server_names_only_its_proxy_and_no_local_server(tmp_path):
    settings = cms_settings.load_settings(settings_file(tmp_path, "backend: server\n"))
    config = cms_config.cms_config(
        Model.model_json_schema(),
        settings,
        entries=[cms_config.Entry("texter", "Texter", "content/texts.yml", ("title",))],
        locales=["sv"],
        site_url="https://salong.example",
        logo_url="/admin/logo.svg",
    )
    assert config["backend"] == {"name": "proxy", "proxy_url": "/api/editor"}
    assert "local_backend" not in config


def test_an_entry_naming_a_field_the_schema_lacks_is_an_error(tmp_path):
    settings = cms_settings.load_settings(settings_file(tmp_path, "backend: github\nrepo: a/b\n"))
    with pytest.raises(cms_settings.CmsConfigError, match="fields the schema does not have: prise"):
        cms_config.cms_config(
            Model.model_json_schema(),
            settings,
            entries=[cms_config.Entry("priser", "Priser", "content/prices.yml", ("prise",))],
            locales=["sv"],
            site_url="https://salong.example",
            logo_url="/admin/logo.svg",
        )


# --- languages side by side ---------------------------------------------------------

WORDS = {TRANSLATED: True}


class Service(BaseModel):
    key: str = Field(title="Nyckel")
    name: str = Field(title="Namn", json_schema_extra=WORDS)
    price: int = Field(title="Pris")
    note: str | None = Field(None, title="Not", json_schema_extra=WORDS)


class Category(BaseModel):
    title: str = Field(title="Rubrik", json_schema_extra=WORDS)
    services: list[Service] = Field(title="Behandlingar")
    keys: list[str] = Field(title="Nycklar")


class Link(BaseModel):
    label: str = Field(title="Text", json_schema_extra=WORDS)
    url: str = Field(title="Adress")


class Week(BaseModel):
    day: str = Field(title="Dag")
    opens: str = Field(title="Öppnar")


class Translated(BaseModel):
    name: str = Field(title="Salongens namn")
    tagline: str = Field(title="Slogan", json_schema_extra=WORDS)
    categories: list[Category] = Field(title="Kategorier")
    rules: list[Annotated[str, Field(json_schema_extra=WORDS)]] = Field(title="Regler")
    link: Link = Field(title="Länk")
    week: list[Week] = Field(title="Veckan")
    english: bool = Field(True, title="Engelska")


def i18n_of(fields: list[dict], prefix: str = "") -> dict[str, object]:
    """Each form field's `i18n` by its path; a list's single field as `list[]`."""
    found = {}
    for field in fields:
        path = f"{prefix}.{field['name']}" if prefix else field["name"]
        found[path] = field.get("i18n", "absent")
        if "fields" in field:
            inner = path + "[]" if field["widget"] == "list" else path
            found |= i18n_of(field["fields"], inner)
        if "field" in field:
            found[path + "[]"] = field["field"].get("i18n", "absent")
    return found


def test_translated_texts_and_what_holds_them_are_shown_in_each_language_the_rest_once():
    schema = Translated.model_json_schema()
    assert schema["properties"]["rules"]["items"] == {"type": "string", TRANSLATED: True}
    assert i18n_of(cms_config.fields(schema, i18n=True)) == {
        "name": False,
        "tagline": True,
        "categories": True,
        "categories[].title": True,
        "categories[].services": True,
        "categories[].services[].key": False,
        "categories[].services[].name": True,
        "categories[].services[].price": False,
        "categories[].services[].note": True,
        "categories[].keys": False,
        "categories[].keys[]": False,
        "rules": True,
        "rules[]": True,
        "link": True,
        "link.label": True,
        "link.url": False,
        "week": False,
        "week[].day": False,
        "week[].opens": False,
        "english": False,
    }


def test_in_one_language_no_field_says_anything_of_languages():
    assert set(i18n_of(cms_config.fields(Translated.model_json_schema())).values()) == {"absent"}


def translated_config(tmp_path, locales: list[str]) -> dict:
    return cms_config.cms_config(
        Translated.model_json_schema(),
        cms_settings.load_settings(settings_file(tmp_path, "backend: github\nrepo: a/b\n")),
        entries=[
            cms_config.Entry("salong", "Salongen", "content/salon.yml", ("name", "tagline")),
            cms_config.Entry("priser", "Priser", "content/prices.yml", ("categories", "rules")),
        ],
        locales=locales,
        site_url="https://salong.example",
        logo_url="/admin/logo.svg",
    )


def test_two_languages_are_one_file_each_side_by_side(tmp_path):
    config = translated_config(tmp_path, ["sv", "en"])
    # Decap takes a collection's and its files' `i18n: true` only under a root `i18n`.
    assert config["i18n"] == {
        "structure": "single_file",
        "locales": ["sv", "en"],
        "default_locale": "sv",
    }
    (collection,) = config["collections"]
    assert collection["i18n"] is True
    assert [file["i18n"] for file in collection["files"]] == [True, True]
    salon, prices = collection["files"]
    assert [(f["name"], f["i18n"]) for f in salon["fields"]] == [("name", False), ("tagline", True)]
    assert [f["name"] for f in prices["fields"]] == ["categories", "rules"]
    assert YAML(typ="safe").load(cms_config.dump(config)) == config


def test_no_field_is_duplicated_into_the_other_language(tmp_path):
    """Decap refuses `duplicate` on a list (decap-cms #7332), and a
    duplicated value would be written into the English block."""
    config = translated_config(tmp_path, ["sv", "en"])
    found = [
        value
        for entry in config["collections"][0]["files"]
        for value in i18n_of(entry["fields"]).values()
    ]
    assert set(found) == {True, False}


def test_in_one_language_the_form_edits_its_block_and_leaves_the_others(tmp_path):
    """Without English, no i18n: each file's fields are one entry named after
    the language (`sv:`), so a save keeps the file's blocks as the build reads
    them, and the `en:` block stays as it was."""
    config = translated_config(tmp_path, ["sv"])
    assert "i18n" not in config
    (collection,) = config["collections"]
    assert "i18n" not in collection
    salon, prices = collection["files"]
    assert "i18n" not in salon and "i18n" not in prices
    (block,) = salon["fields"]
    assert {key: block[key] for key in ("name", "label", "widget", "collapsed")} == {
        "name": "sv",
        "label": "Salongen",
        "widget": "object",
        "collapsed": False,
    }
    assert [f["name"] for f in block["fields"]] == ["name", "tagline"]
    assert [f["name"] for f in prices["fields"][0]["fields"]] == ["categories", "rules"]
    assert set(i18n_of(prices["fields"]).values()) == {"absent"}


def test_a_content_without_a_language_is_an_error(tmp_path):
    with pytest.raises(cms_settings.CmsConfigError, match="needs a language"):
        translated_config(tmp_path, [])
