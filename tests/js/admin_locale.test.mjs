// /admin/'s Swedish (assets/js/admin/locale_sv.js): merged over Decap's own,
// it fills what Decap's Swedish lacks and keeps the rest. Which keys Decap
// lacks is checked in the browser against Decap itself (tests/e2e/test_admin.py).
import assert from "node:assert/strict";
import { test } from "node:test";

import { mergePhrases, phraseKeys, SWEDISH } from "../../assets/js/admin/locale_sv.js";

const DECAP_SV = {
  auth: { login: "Logga in" },
  editor: {
    editorToolbar: { publish: "Publicera", deployButtonLabel: "Visa Live" },
    editorWidgets: { list: { delete: "Radera" } },
  },
};

test("the merge adds the missing phrases and keeps Decap's own", () => {
  const merged = mergePhrases(DECAP_SV, SWEDISH);
  assert.equal(merged.auth.login, "Logga in");
  assert.equal(merged.editor.editorToolbar.publish, "Publicera");
  assert.equal(merged.editor.editorWidgets.list.delete, "Radera");
  assert.equal(merged.editor.editorWidgets.list.add, "Lägg till %{item}");
  assert.equal(merged.mediaLibrary.mediaLibraryModal.close, "Stäng");
});

test("the merge replaces what Decap's Swedish leaves in English", () => {
  const merged = mergePhrases(DECAP_SV, SWEDISH);
  assert.equal(merged.editor.editorToolbar.deployButtonLabel, "Visa på webbplatsen");
});

test("the merge changes neither of its inputs", () => {
  const before = JSON.stringify(DECAP_SV);
  mergePhrases(DECAP_SV, SWEDISH);
  assert.equal(JSON.stringify(DECAP_SV), before);
  assert.equal(SWEDISH.editor.editorToolbar.publish, undefined);
});

test("every added phrase keeps the placeholders of Decap's English one", () => {
  const english = {
    "editor.editorWidgets.list.add": "Add %{item}",
    "editor.editorWidgets.datetime.setToNow": "Set %{fieldLabel} to now",
    "ui.toast.onFailToAddNote": "Failed to add note: %{details}",
    "editor.editorControl.field.widgetLabel": "%{widgetLabel} field",
  };
  const keys = phraseKeys(SWEDISH);
  for (const [key, phrase] of Object.entries(english)) {
    assert.ok(keys.includes(key), key);
    const value = key.split(".").reduce((node, part) => node[part], SWEDISH);
    assert.deepEqual(value.match(/%\{\w+\}/g), phrase.match(/%\{\w+\}/g), key);
  }
});

test("phraseKeys lists the dotted key of every phrase", () => {
  assert.deepEqual(phraseKeys({ a: { b: "x", c: { d: "y" } }, e: "z" }), ["a.b", "a.c.d", "e"]);
});
