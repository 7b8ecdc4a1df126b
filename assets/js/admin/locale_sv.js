// Decap CMS's Swedish, completed: the texts its own Swedish lacks (it shows
// the English ones there: "Add prislista", "Close") and three it leaves in
// English or jargon ("Visa Live", "Rich Text", "Slå på/av i18n"). admin.js merges these over Decap's own
// Swedish (`CMS.getLocale("sv")`) before the editor starts. Pure data and a
// merge, so Node's test runner can check them against Decap's English keys.
//
// The keys are Decap 3.16.3's (the version pinned in salon/cms/decap_bundle.py);
// tests/e2e/test_admin.py fails if an English word of the editor shows.

export const SWEDISH = {
  auth: {
    loginWithForgejo: "Logga in med Forgejo",
  },
  collection: {
    collectionTop: {
      viewAsList: "Visa som lista",
      viewAsGrid: "Visa som rutnät",
    },
    entries: {
      unpublishedHeader: "Opublicerade poster",
    },
  },
  editor: {
    editorControl: {
      field: {
        widgetLabel: "fältet %{widgetLabel}",
      },
    },
    editorControlPane: {
      i18n: {
        copyFromLocale: "Fyll i från ett annat språk",
        copyFromLocaleConfirm:
          "Vill du fylla i uppgifterna från språket %{locale}?\nAllt som står här nu skrivs över.",
      },
    },
    editorInterface: {
      toggleNotes: "Visa eller dölj anteckningar",
      // The side-by-side languages' button; Decap's Swedish says "Slå på/av i18n".
      toggleI18n: "Visa/Dölj språken sida vid sida",
    },
    editorNotesPane: {
      title: "Anteckningar",
      emptyState: "Inga anteckningar än. Skriv den första nedan.",
      addNote: "Lägg till anteckning",
      addPlaceholder: "Skriv en anteckning …",
      editPlaceholder: "Ändra anteckningen …",
      save: "Spara",
      cancel: "Avbryt",
      edit: "Ändra",
      delete: "Radera",
      resolve: "Markera som klar",
      unresolve: "Markera som ej klar",
      confirmDelete: "Vill du verkligen radera anteckningen?",
      shortcut: "Tips: Ctrl+Enter lägger till anteckningen direkt",
    },
    editorToolbar: {
      // Decap's Swedish says "Visa Live".
      deployButtonLabel: "Visa på webbplatsen",
      statusInfoTooltipDraft:
        "Posten är ett utkast. Ändra status till ”Under granskning” när den är klar att granskas.",
      statusInfoTooltipInReview:
        "Posten granskas och inget mer behöver göras, men du kan fortfarande ändra i den.",
    },
    editorWidgets: {
      markdown: {
        richText: "Formaterad text",
        strikethrough: "Genomstruken",
        toggleMode: {
          rich: "Byt till formaterad text",
          markdown: "Byt till Markdown",
        },
      },
      image: {
        chooseMultiple: "Välj bilder",
        addMore: "Lägg till fler bilder",
        removeAll: "Ta bort alla bilder",
      },
      file: {
        chooseMultiple: "Välj filer",
        addMore: "Lägg till fler filer",
        removeAll: "Ta bort alla filer",
      },
      datetime: {
        setToNow: "Sätt %{fieldLabel} till nu",
      },
      list: {
        add: "Lägg till %{item}",
        addType: "Lägg till %{item}",
      },
      object: {
        expand: "Visa",
        collapse: "Dölj",
      },
    },
  },
  mediaLibrary: {
    mediaLibrary: {
      fileTooLarge:
        "Bilden är för stor: högst %{size} kB går att ladda upp.\n" +
        "Spara en mindre kopia, eller ta bilden med mobilens vanliga kamerainställning, och försök igen.",
    },
    mediaLibraryModal: {
      close: "Stäng",
    },
  },
  ui: {
    settingsDropdown: {
      account: "Kontoval",
    },
    toast: {
      noteAdded: "Anteckningen är tillagd",
      onFailToAddNote: "Anteckningen kunde inte läggas till: %{details}",
      noteUpdated: "Anteckningen är ändrad",
      onFailToUpdateNote: "Anteckningen kunde inte ändras: %{details}",
      noteDeleted: "Anteckningen är raderad",
      onFailToDeleteNote: "Anteckningen kunde inte raderas: %{details}",
      noteResolved: "Anteckningen är markerad som klar",
      noteReopened: "Anteckningen är öppnad igen",
      onFailToToggleNote: "Anteckningens status kunde inte ändras: %{details}",
    },
  },
};

const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/** `extra`'s phrases over `base`'s, key by key, into a new object. */
export function mergePhrases(base, extra) {
  const merged = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    merged[key] = isObject(value) && isObject(base[key]) ? mergePhrases(base[key], value) : value;
  }
  return merged;
}

/** The dotted keys of every phrase in `phrases`, e.g. "editor.editorWidgets.list.add". */
export function phraseKeys(phrases, prefix = "") {
  return Object.entries(phrases).flatMap(([key, value]) =>
    isObject(value) ? phraseKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

// The Varumärke preview's own words (brand_preview.js); the pairs' words are
// the build's (salon/brand/pairs.py, each pair's `label`), in site.json.
export const BRAND_PREVIEW = {
  title: "Färger och kontrast",
  intro:
    "Så räknar bygget kontrasten mellan färgerna som webbplatsen ritar ihop. " +
    "Text behöver minst 4,5:1, delar av sidan som ramar och kanter minst 3:1. " +
    "Nyanserna som följer av dina fyra färger flyttar bygget själv tills deras par räcker. " +
    "Ett par som ändå inte räcker stoppar bygget, som då föreslår närmaste färgton som räcker.",
  allPass: "Alla {count} par räcker.",
  someFail: "{failing} av {count} par har för låg kontrast. De står först.",
  incomplete: "Välj alla fyra färgerna (#rrggbb) för att se kontrasten.",
  contrastTitle: "Kontrast",
  paletteTitle: "Färgerna som följer av dina val",
  passes: "räcker",
  fails: "för låg",
  needs: "behöver {need}:1",
  sample: "Aa",
  colourOn: "{fg} på {bg}",
  moved: "flyttad för kontrastens skull",
  // The site's colours by custom property name; the preview shows the name
  // itself for one not listed here.
  colours: {
    bg: "Bakgrund",
    surface: "Kort",
    text: "Text",
    accent: "Accent",
    "on-accent": "Text på knappar",
    "on-dark": "Text på mörkt",
    subtle: "Tonade avsnitt",
    "on-dark-soft": "Sidfotens text",
    "hero-text": "Toppbildens text",
    muted: "Dämpad text",
    "field-border": "Formulärfältens kanter",
    "accent-dark": "Nedtryckt knapp",
    "accent-tint": "Dagens ljusa ton",
    "hero-eyebrow": "Toppbildens överrubrik",
    "hero-dark": "Toppbildens mörka ton",
    "hero-scrim": "Toppbildens slöja",
  },
};
