"""Head scripts come from .js files: the inliner, and no JavaScript in Python."""

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from salon.paths import INLINE_JS
from static_first.inline_js import inline_module

ROOT = Path(__file__).resolve().parents[2]
# JavaScript written inside Python strings.
JS_IN_PYTHON = re.compile(
    r"(document|window|localStorage|sessionStorage)\.|addEventListener|=> *\{"
)


def test_no_javascript_inside_python_files():
    found = []
    for path in sorted(
        [
            *ROOT.glob("salon/**/*.py"),
            *ROOT.glob("salon_components/**/*.py"),
            *ROOT.glob("static_first/**/*.py"),
        ]
    ):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if JS_IN_PYTHON.search(line) and not line.lstrip().startswith("#"):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert found == []


def test_the_first_paint_script_is_one_classic_script():
    script = inline_module(INLINE_JS / "first_paint.js")
    assert not re.search(r"^\s*(import|export)\b", script, re.M)
    # Everything it needs is defined in it, in one function scope.
    for name in ("guardStorage", "installConsent", "guardFormSubmits", "CONSENT_KEY"):
        assert re.search(rf"^(function|const) {name}\b", script, re.M), name
    assert script.startswith("(function () {") and script.endswith("})();")
    assert not re.search(r"^\s*//", script, re.M), "comments stay in the source"


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_first_paint_script_parses(tmp_path):
    path = tmp_path / "first_paint.js"
    path.write_text(inline_module(INLINE_JS / "first_paint.js"), encoding="utf-8")
    subprocess.run(["node", "--check", str(path)], check=True)


def test_an_import_the_inliner_cannot_follow_names_the_file(tmp_path):
    folder = tmp_path / "inline"
    folder.mkdir()
    (folder / "entry.js").write_text('import { x } from "./dep.js";\nx();\n')
    (folder / "dep.js").write_text('import React from "react";\nexport const x = () => React;\n')
    with pytest.raises(ValueError, match=r"^inline/dep\.js: cannot inline 'import React"):
        inline_module(folder / "entry.js")


def test_dependencies_come_first_and_once(tmp_path):
    (tmp_path / "a.js").write_text("export const A = 1;\n")
    (tmp_path / "b.js").write_text('import { A } from "./a.js";\nexport const B = A + 1;\n')
    (tmp_path / "entry.js").write_text(
        'import { A } from "./a.js";\nimport { B } from "./b.js";\n// why\nuse(A, B);\n'
    )
    script = inline_module(tmp_path / "entry.js")
    assert script == "(function () {\nconst A = 1;\nconst B = A + 1;\nuse(A, B);\n})();"
