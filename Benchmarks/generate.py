#!/usr/bin/env python3
"""Generates the same synthetic catalog twice: as a Trellis project and as a Hugo site.

Each page has a hero list section, a carousel, a grid and a flow of chips: `components` components in all,
each with a title and a subtitle. Hugo gets one content file per page listing the same components in its
front matter and a layout that renders the same markup, so both tools turn the same data into the same HTML.
"""
import json, os, sys

pages = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
per_page = int(sys.argv[2]) if len(sys.argv) > 2 else 40
root = sys.argv[3] if len(sys.argv) > 3 else "/tmp/trellis-bench"

def component(page, index):
    return {"type": "card", "id": f"c{index}", "data": {"title": f"Title {page}-{index}", "subtitle": f"Subtitle & more {index}"}}

trellis = os.path.join(root, "trellis")
hugo = os.path.join(root, "hugo")
for folder in ["Content/pages", "Templates/components"]:
    os.makedirs(os.path.join(trellis, folder), exist_ok=True)
for folder in ["content/pages", "layouts/_default"]:
    os.makedirs(os.path.join(hugo, folder), exist_ok=True)

card = '<div class="card"><h3>{{title}}</h3><p>{{subtitle}}</p></div>'
open(os.path.join(trellis, "Templates/components/card.mustache"), "w").write(card)
open(os.path.join(trellis, "Templates/components/card.css"), "w").write(".card { height: 100%; }")
json.dump({"title": "Benchmark"}, open(os.path.join(trellis, "Content/site.json"), "w"))

quarter = max(1, per_page // 4)
for page in range(pages):
    components = [component(page, i) for i in range(per_page)]
    sections = [
        {"id": "hero", "layout": {"type": "list", "itemHeight": 200}, "components": components[:quarter]},
        {"id": "rail", "layout": {"type": "carousel", "itemSize": {"width": 140, "height": 90}, "spacing": 8},
         "components": components[quarter:2 * quarter]},
        {"id": "grid", "layout": {"type": "grid", "columns": 3, "itemHeight": 100}, "components": components[2 * quarter:3 * quarter]},
        {"id": "chips", "layout": {"type": "flow", "itemSize": {"width": 90, "height": 32}}, "components": components[3 * quarter:]},
    ]
    json.dump({"title": f"Page {page}", "sections": sections}, open(os.path.join(trellis, f"Content/pages/p{page}.json"), "w"))
    front = {"title": f"Page {page}", "components": [c["data"] for c in components]}
    open(os.path.join(hugo, f"content/pages/p{page}.md"), "w").write(json.dumps(front) + "\n")

open(os.path.join(hugo, "config.json"), "w").write(json.dumps({"baseURL": "/", "title": "Benchmark", "disableKinds": ["taxonomy", "term", "RSS", "sitemap"]}))
open(os.path.join(hugo, "layouts/_default/single.html"), "w").write(
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8" /><title>{{ .Title }}</title></head><body><main>'
    '{{ range .Params.components }}<div class="t-item"><div class="card"><h3>{{ .title }}</h3><p>{{ .subtitle }}</p></div></div>{{ end }}'
    '</main></body></html>')
open(os.path.join(hugo, "layouts/_default/list.html"), "w").write(
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8" /><title>{{ .Title }}</title></head><body><ul>'
    '{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></body></html>')
print(f"generated {pages} pages × {per_page} components in {root}")
