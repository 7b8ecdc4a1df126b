import assert from "node:assert/strict";
import { webcrypto } from "node:crypto";
import test from "node:test";

import { withRandomUUID } from "../../assets/js/admin/random_uuid.js";

// A page over plain HTTP: getRandomValues, no randomUUID.
function insecureCrypto() {
  return { getRandomValues: (array) => webcrypto.getRandomValues(array) };
}

test("a page without randomUUID gets one that makes version-4 UUIDs", () => {
  const crypto = withRandomUUID(insecureCrypto());
  const made = Array.from({ length: 200 }, () => crypto.randomUUID());
  for (const uuid of made) {
    assert.match(uuid, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  }
  assert.equal(new Set(made).size, made.length);
});

test("a secure page keeps the browser's own", () => {
  const own = () => "the browser's";
  const crypto = withRandomUUID({ ...insecureCrypto(), randomUUID: own });
  assert.equal(crypto.randomUUID, own);
});
