"""The page edit the benchmarks make, as an editor saves it (Benchmarks/edit-loop-benchmark.sh,
Benchmarks/paired-warm-builds.py). Standard library only."""

import json
import os
import sys

TEXT_KEYS = ("title", "label", "body", "name")


def edit_page(path, marker):
    """Sets the first text value of a shown component (not gated, not hidden) to marker: the file is written again by
    a JSON writer to a temporary file and renamed into place."""
    with open(path, encoding="utf-8") as file:
        doc = json.load(file)
    sections = doc.get("sections", [doc]) if isinstance(doc, dict) else doc
    for section in sections:
        if not isinstance(section, dict) or "feature" in section or "include" in section:
            continue
        for component in section.get("components", []):
            data = component.get("data") if isinstance(component, dict) else None
            if "feature" in component or not isinstance(data, dict):
                continue
            key = next((k for k in TEXT_KEYS if isinstance(data.get(k), str)), None)
            if key:
                data[key] = marker
                temporary = os.path.join(os.path.dirname(path), "." + os.path.basename(path) + ".tmp")
                with open(temporary, "w", encoding="utf-8") as file:
                    json.dump(doc, file, ensure_ascii=False, indent=2)
                os.replace(temporary, path)
                return
    sys.exit(f"no text value to edit in {path}")
