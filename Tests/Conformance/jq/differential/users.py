#!/usr/bin/env python3
"""Prints the `users` corpus: what jq users type, beyond jq's own tests. The command line
as scripts use it (--arg/--argjson/--args/--jsonargs/$ARGS, --slurpfile/--rawfile, -f with
arguments after it, several input files with one missing or holding invalid JSON, -n -s -R
-Rs, -r -j -a --raw-output0, --tab/--indent, -S, -C with JQ_COLORS, -e statuses, --seq,
--stream, --stream-errors, `--` and clustered options, unknown options, $ENV/env in a
controlled environment, input_filename, halt_error's forms) and the cookbook and Stack
Overflow idioms over realistic documents (nested objects with arrays of objects, nulls,
non-ASCII text, numbers such as 1.10 and 1e3).

A case may carry, beside {"name", "args", "input"}, "files" ({name: text} written in the
directory the program runs in, which is empty otherwise) and "env" ({name: value} added
to the environment, which always holds NO_COLOR=1 and COLUMNS=80 as the test runner's).

Usage: users.py > users.jsonl; differential.py record users.jsonl (adds jq 1.7.1's answers).
"""
import json

C = []

USERS = {
    "users": [
        {"id": 1, "name": "Ann Lee", "email": "ann@example.org", "tags": ["admin", "dev"],
         "age": 31, "score": 1.10, "address": {"city": "Zürich", "zip": "8001"},
         "active": True, "created": "2024-03-05T10:20:30Z", "manager": None},
        {"id": 2, "name": "Bob O'Neil", "email": None, "tags": [], "age": 27, "score": 1e3,
         "address": {"city": "Köln", "zip": None}, "active": False,
         "created": "2023-12-31T23:59:59Z", "manager": 1},
        {"id": 3, "name": "Chloé \"C\" Ng", "email": "chloe@example.org", "tags": ["dev", "x"],
         "age": None, "score": -0.5, "address": None, "active": True,
         "created": "2024-02-29T00:00:00Z", "manager": 1},
    ],
    "meta": {"count": 3, "next": None, "total": "1e3"},
}
USERS_TEXT = json.dumps(USERS, ensure_ascii=False).replace('"score": 1000.0', '"score": 1e3') \
    .replace('"score": 1.1,', '"score": 1.10,')
K8S = ('{"apiVersion":"v1","kind":"List","items":['
       '{"metadata":{"name":"web-1","namespace":"prod","labels":{"app":"web","tier":"front"}},'
       '"spec":{"containers":[{"name":"nginx","image":"nginx:1.25","ports":[{"containerPort":80}]}]},'
       '"status":{"phase":"Running","containerStatuses":[{"name":"nginx","restartCount":3,"ready":true}]}},'
       '{"metadata":{"name":"db-0","namespace":"prod","labels":{"app":"db"}},'
       '"spec":{"containers":[{"name":"pg","image":"postgres:16","ports":[]},'
       '{"name":"exporter","image":"exp:0.1","ports":[{"containerPort":9187}]}]},'
       '"status":{"phase":"Pending","containerStatuses":[]}},'
       '{"metadata":{"name":"job-x","namespace":"batch","labels":{}},'
       '"spec":{"containers":[{"name":"run","image":"busybox","ports":null}]},'
       '"status":{"phase":"Failed","containerStatuses":[{"name":"run","restartCount":0,"ready":false}]}}]}')
ROWS = ('[{"k":"b","v":2,"tags":["x","y"],"when":"2024-01-02","price":1.10},'
        '{"k":"a","v":1,"tags":["y"],"when":"2023-11-30","price":1e3},'
        '{"k":"b","v":null,"tags":[],"when":null,"price":0.1},'
        '{"k":"c","v":3,"tags":["x"],"when":"2024-01-02","price":100000000000000000000},'
        '{"k":"a","v":-1.5,"tags":null,"when":"2022-06-15","price":-0}]')
PKG = ('{"name":"héllo-🎉","version":"1.10.0","private":true,'
       '"scripts":{"build":"tsc -p .","test":"jest --ci","lint":null},'
       '"dependencies":{"left-pad":"^1.3.0","lodash":"4.17.21"},"devDependencies":{},'
       '"config":{"port":8080,"ratio":1.10,"big":1e3,"nested":{"deep":{"x":[1,{"y":null}]}}},'
       '"keywords":["jq","JSON","Ünïcode"],"description":"A \\"quoted\\" tab\\there\\nnewline"}')
EVENTS = ('[{"type":"PushEvent","actor":{"login":"ann"},"repo":{"name":"o/r1"},'
          '"payload":{"commits":[{"sha":"a1","message":"fix: x"},{"sha":"b2","message":"feat: y"}]},'
          '"created_at":"2024-03-05T10:20:30Z"},'
          '{"type":"IssuesEvent","actor":{"login":"bob"},"repo":{"name":"o/r2"},'
          '"payload":{"action":"opened","issue":{"number":7,"title":"Crash on ünïcode","labels":[{"name":"bug"}]}},'
          '"created_at":"2024-03-06T08:00:00Z"},'
          '{"type":"PushEvent","actor":{"login":"ann"},"repo":{"name":"o/r2"},'
          '"payload":{"commits":[]},"created_at":"2024-03-07T12:00:00Z"}]')
DOCS = {"users": USERS_TEXT, "k8s": K8S, "rows": ROWS, "pkg": PKG, "events": EVENTS,
        "mixed": '[1, "two", null, [3], {"four": 4}, true, 1.10, 1e3, "", -0]'}


def add(name, args, inp="", files=None, env=None):
    c = {"name": name, "args": args, "input": inp}
    if files:
        c["files"] = files
    if env:
        c["env"] = env
    C.append(c)


# Programs any user tries on any document: each runs on every document of DOCS.
GENERIC = [
    "keys", "keys_unsorted", "length", "type", "[paths(scalars) | join(\".\")]",
    "[paths(scalars) | map(tostring) | join(\".\")]", "[paths | length] | max",
    "[.. | numbers]", "[.. | strings] | length", "[.. | nulls] | length", "del(..|nulls)",
    "[.. | select(type == \"object\") | keys[]] | unique", "walk(if type == \"object\" then del(.name) else . end)",
    "walk(if type == \"string\" then ascii_downcase else . end)", "walk(if type == \"array\" then sort else . end)",
    "[tostream | select(length == 2)] | length", "[tostream | select(length == 2) | .[0] | join(\"/\")]",
    "fromstream(tostream)", "[leaf_paths] | length", "tojson | fromjson == .", "tojson | length",
    "to_entries | map(.key)", "to_entries | map(select(.value != null)) | from_entries",
    "with_entries(.value |= type)", "with_entries(select(.value | type == \"array\"))",
    "map_values(type)", "[.[] | type] | group_by(.) | map({key: .[0], count: length})",
    "getpath([\"a\", \"b\"])", "getpath([\"a\", \"b\"])?", "try getpath([0, \"x\"]) catch .",
    "[getpath([\"users\", 0, \"name\"], [\"items\", 0, \"metadata\", \"name\"])?]",
    ".[0]?", ".users?", "try .[0] catch .", "try .foo catch .", "try (.[] | .name) catch .",
    "[.[]? | .name?]", "[.[]? | objects | .name]", "first(.[]?)", "[limit(2; .[]?)]",
    "isempty(.[]?)", "any(.[]?; . == null)", "all(.[]?; . != null)", "add?", "try add catch .",
    "min_by(type)?", "[.[]?] | length", "tostring | length", "@json | length", "@base64 | @base64d == tojson",
    "[.. | scalars] | map(tojson) | join(\",\")", "[paths(type == \"number\")] | length",
    ". as $d | [paths(scalars)] | map(. as $p | $d | getpath($p)) | length",
    "reduce paths(scalars) as $p ({}; . + {($p | map(tostring) | join(\".\")): 1}) | keys | length",
    "[.. | objects | to_entries[] | select(.value == null) | .key]",
    "del(.. | select(. == null))", "[.. | arrays | length]", "(.. | numbers) |= . + 1 | [.. | numbers]",
    "[.. | numbers] | add", "[.. | numbers] | sort | .[0]", "[.. | numbers] | map(. * 2)",
    "[.. | numbers | tostring]", "[.. | numbers | significand]", "[.. | strings | explode | length] | add",
    "[.. | strings | ascii] ?", "[.. | strings | test(\"é|ü|ö\")] | any", "[.. | strings | @sh] | length",
    "pick(.users?)?", "has(\"users\")?", "try has(0) catch .", "to_entries? | length", "try to_entries catch .",
    "input_line_number", "$__loc__", "[splits(\"a\")?]", "try error catch .", "try error({a: 1}) catch .a",
]

for dname, text in DOCS.items():
    for p in GENERIC:
        add("generic %s: %s" % (dname, p), ["-c", p], text)

# Programs written for one document.
SPECIFIC = {
    "users": [
        ".users[] | .name", ".users[] | {name, email}", ".users[] | select(.active) | .name",
        ".users | map(select(.email != null) | .email)", ".users | map(.score)", ".users[].score",
        ".users | map(.age) | add / length", ".users | map(.age // 0) | add", ".users | min_by(.age) | .name",
        ".users | max_by(.score) | .name", ".users | sort_by(.age) | map(.id)", ".users | sort_by(-.score) | map(.name)",
        ".users | group_by(.active) | map({key: (.[0].active | tostring), count: length})",
        ".users | group_by(.manager) | map({manager: .[0].manager, ids: map(.id)})",
        ".users | INDEX(.id)", ".users | INDEX(.id) | keys", ".users | map(.id) | IN(2)", "2 | IN(.users[].id)?",
        ".users | map(select(.tags | index(\"dev\")))| map(.id)", "[.users[] | select(.tags | index(\"x\"))] | length",
        "[.users[] | select(any(.tags[]; . == \"admin\"))] | map(.name)", ".users | map(select(.tags | contains([\"dev\"]))) | length",
        ".users[] | \"\\(.name) <\\(.email // \"none\")>\"", ".users[] | \"\\(.id): \\(.address.city?)\"",
        ".users[] | [.id, .name, .email] | @csv", ".users[] | [.id, .name, .score] | @tsv",
        "(.users[0] | keys_unsorted) as $k | $k, (.users[] | [.[$k[]]] | map(tojson) | join(\",\"))",
        ".users | map({(.name): .score}) | add", ".users | map({key: (.id | tostring), value: .name}) | from_entries",
        ".users | reduce .[] as {id: $k, name: $v} ({}; .[$k | tostring] = $v)",
        ".users | reduce .[] as $u ({}; .[$u.address.city // \"?\"] += 1)",
        ".users[] | .created | fromdate", ".users[] | .created | strptime(\"%Y-%m-%dT%H:%M:%SZ\") | mktime",
        ".users | map(.created | fromdate | strftime(\"%Y-%m\"))", ".users | map(.created | fromdate) | max | todate",
        ".users[] | .created | strptime(\"%Y-%m-%dT%H:%M:%SZ\") | todate",
        ".users[] | .name | ascii_downcase | test(\"ann|bob\")", ".users[] | .name | test(\"^c\"; \"i\")",
        ".users[] | .name | sub(\"(?<first>\\\\S+) (?<last>.+)\"; \"\\(.last), \\(.first)\")",
        ".users[] | .email // empty | capture(\"(?<user>[^@]+)@(?<domain>.+)\")",
        ".users[] | .email | select(. != null) | split(\"@\")[1]", ".users[] | .email | ltrimstr(\"ann\")",
        ".users[] | .name | gsub(\"[aeiou]\"; \"_\")", ".users[] | .name | [splits(\"\\\\s+\")]",
        ".users[0] | to_entries | map(select(.value | scalars)) | from_entries",
        ".users[0] | with_entries(.value |= tostring)", ".users[0] | with_entries(.key |= ascii_upcase)",
        ".users[0] | del(.address, .tags)", ".users[0] | delpaths([[\"address\", \"zip\"], [\"tags\", 0]])",
        ".users | map(del(.created)) | .[1]", ".users[1] | .address.zip //= \"00000\"",
        ".users |= map(.score |= . * 2) | .users | map(.score)", ".users[].tags |= join(\",\") | .users | map(.tags)",
        ".users | map(.tags | length) | add", ".users | [.[].tags[]] | unique", ".users | [.[].tags[]] | group_by(.) | map([.[0], length])",
        ".users | unique_by(.active) | map(.id)", ".users | map(has(\"email\")) | all", ".users | any(.age == null)",
        "\"users.0.address.city\" | split(\".\") | map(tonumber? // .) as $p | $__prog | getpath($p)?",
        ". as $d | \"users.0.address.city\" | split(\".\") | map(tonumber? // .) as $p | $d | getpath($p)",
        ". as $d | \"users.1.name\" | split(\".\") | map(tonumber? // .) as $p | $d | setpath($p; \"B\") | .users[1].name",
        "[paths(..) | select(length == 3)] | length", ".meta.total | tonumber", ".meta | .next // \"end\"",
        "limit(2; .users[] | .id)", "first(.users[] | select(.age > 28)) | .name", "[.users[].id] | until(length < 2; .[1:])",
        ".users | [.[] | .score] | map(floor)", ".users | map(.score | tostring)", "[.users[].score] | sort",
        ".users[] | .address | .city? // \"n/a\"", "[.users[] | .address?.city] ", ".users[] | .address.city? | @uri",
        ".users[] | .name | @html", ".users[] | .name | @sh", ".users | map(.name) | @sh", ".users[0].tags | @csv",
        ".users[] | select(.manager) | .manager as $m | .name + \" -> \" + ($m | tostring)",
        ".users[] as {name: $n, address: {city: $c}} ?// [$n] | [$n, $c]",
        ".users[] as {$name, $age} | {$name, $age}", ".users | to_entries[] | \"\\(.key)=\\(.value.id)\"",
        "label $out | .users[] | if .active | not then ., break $out else .id end",
        ".users[] | try (.age + 1) catch \"bad age\"", ".users[] | (.age | tostring) + \" years\"",
        ".users | map(.score) | add", ".users | map(.score) | [min, max]",
        ".users | map(select(.score > 1)) | map(.id)", ".users | sort_by(.address.city) | map(.id)",
    ],
    "k8s": [
        ".items[].metadata.name", ".items[] | select(.status.phase == \"Running\") | .metadata.name",
        ".items | map({name: .metadata.name, phase: .status.phase})",
        ".items[] | [.metadata.name, .status.phase] | @tsv", ".items[] | .spec.containers[].image",
        "[.items[].spec.containers[] | .ports[]?.containerPort]", "[.items[].spec.containers[].ports // [] | length]",
        ".items | map(.status.containerStatuses | map(.restartCount) | add // 0)",
        ".items[] | select(.metadata.labels.app == \"web\") | .metadata.name",
        ".items | group_by(.metadata.namespace) | map({ns: .[0].metadata.namespace, n: length})",
        ".items | map(.metadata.labels | to_entries | map(\"\\(.key)=\\(.value)\") | join(\",\"))",
        "[.items[] | .metadata.labels | keys[]] | unique", ".items | INDEX(.metadata.name) | map_values(.status.phase)",
        ".items[] | .status.containerStatuses[]? | select(.ready | not) | .name",
        "[.items[] | select(.status.containerStatuses | any(.restartCount > 0))] | length",
        ".items |= map(select(.status.phase != \"Failed\")) | .items | length",
        "del(.items[] | select(.status.phase == \"Pending\")) | [.items[].metadata.name]",
        ".items[0].spec.containers[0].image |= sub(\":.*\"; \":latest\") | .items[0].spec.containers[0].image",
        "[.items[].spec.containers[].image | split(\":\") | {repo: .[0], tag: (.[1] // \"latest\")}]",
        ".items[] | .metadata | \"\\(.namespace)/\\(.name)\"", "[.items[] | .metadata.name | ascii_upcase]",
        "[paths(scalars) | select(.[-1] == \"name\") | map(tostring) | join(\".\")]",
        "[.. | .containerPort? // empty]", "[.. | objects | select(has(\"image\")) | .image]",
        ".items | map(.metadata.name) | index(\"db-0\")", ".items | [.[] | .metadata.name] | join(\" \")",
        ".items[] | .status.phase | ascii_downcase", ".items | map(select(.metadata.labels | length > 0)) | length",
        ".items | first(.[] | select(.metadata.namespace == \"batch\")) | .metadata.name",
        "[.items[].spec.containers | length] | add", ".items | to_entries | map(\"\\(.key): \\(.value.metadata.name)\")",
    ],
    "rows": [
        "group_by(.k) | map({key: .[0].k, count: length})", "group_by(.k) | map({k: .[0].k, total: (map(.v // 0) | add)})",
        "map(select(.v != null)) | sort_by(.v) | map(.k)", "unique_by(.k) | map(.k)", "INDEX(.k) | keys",
        "INDEX(.k) | map_values(.v)", "[.[] | select(.tags | index(\"x\"))?] | length", "[.[] | select(.tags != null and (.tags | index(\"x\")))] | map(.k)",
        "map(.price)", ".[] | .price", "map(.price) | add", "map(.price | tostring)", "map(.price) | sort",
        ".[] | [.k, .v, .price] | @csv", ".[] | [.k, .v, .when] | @tsv", "(.[0] | keys) as $h | $h, (.[] | [.[$h[]] | tostring]) | @csv",
        "map(.when // empty | strptime(\"%Y-%m-%d\") | mktime)", "map(.when // \"1970-01-01\" | strptime(\"%Y-%m-%d\") | todate)",
        "map(select(.when != null)) | sort_by(.when) | .[-1].k", "map(.when) | unique", "[.[] | .when | select(. != null) | .[0:4] | tonumber] | unique",
        "reduce .[] as {k: $k, v: $v} ({}; .[$k] += ($v // 0))", "reduce .[] as $r ({}; .[$r.k] |= (. // []) + [$r.v])",
        "map({(.k): .v}) | add", "map({key: .k, value: .v}) | from_entries", "[.[] | .tags[]?] | unique",
        "[.[] | .tags // [] | length] | add", "map(.v) | map(select(. != null)) | add / length",
        "min_by(.price) | .k", "max_by(.price) | .k", "map(.v) | min", "map(.v) | max",
        "[limit(3; .[] | .k)]", "first(.[] | select(.v == null)) | .k", "any(.[]; .v == 3)", "all(.[]; .k | length == 1)",
        "[.[] | .v | numbers] | length", "map(.v |= (. // 0) + 1) | map(.v)", "map(.k) | join(\"\")", "map(.k) | @sh",
        "map(.k) | @csv", "map(.k) | @tsv", "[.[] | .k] | to_entries | map(.value + (.key | tostring))",
        "map(.tags | length?)", "map(try (.tags | length) catch \"none\")", "[.[].tags | arrays | .[0]]",
        "GROUP_BY(.k)?", "[group_by(.when)[] | length]", "map(select(.k | IN(\"a\", \"c\"))) | length",
        "map(.price | . * 100 | round / 100)", "map(.price | floor)", "map(.price | tojson)",
        "map(.price | @text)", ".[0] | keys_unsorted", ".[] | select(.price == 1e3) | .k", "map(.price == 1.1)",
        "[.[] | {k, p: .price}] | sort_by(.p) | map(.k)", "to_entries | map(select(.value.k == \"b\") | .key)",
    ],
    "pkg": [
        ".name", ".version | split(\".\") | map(tonumber)", ".scripts | keys", ".scripts | to_entries | map(select(.value != null)) | from_entries",
        ".scripts | with_entries(select(.value)) | keys", ".dependencies | to_entries[] | \"\\(.key)@\\(.value)\"",
        ".dependencies | keys | join(\" \")", ".devDependencies | length", ".config.ratio", ".config.big", ".config | .port + 1",
        ".config.nested | [paths(scalars) | map(tostring) | join(\".\")]", ".config.nested.deep.x[1].y // \"default\"",
        ".keywords | map(ascii_downcase)", ".keywords | map(ascii_upcase)", ".keywords | map(length)", ".keywords | map(explode | length)",
        ".keywords | map(test(\"ü\"; \"i\"))", ".description", ".description | @json", ".description | @text",
        ".description | @sh", ".description | @html", ".description | @uri", ".description | @base64",
        ".description | @base64 | @base64d", ".description | @base32", ".description | split(\"\\n\")",
        ".description | [splits(\"\\\\s+\")]", ".description | ascii", ".name | explode", ".name | explode | implode",
        ".name | utf8bytelength", ".name | length", ".name | ltrimstr(\"héllo\")", ".name | rtrimstr(\"🎉\")",
        ".name | .[0:3]", ".name | .[-1:]", ".name | test(\"🎉\")", ".name | [match(\".\"; \"g\") | .offset]",
        ".version | sub(\"(?<maj>\\\\d+)\\\\.(?<min>\\\\d+)\"; \"\\(.maj)-\\(.min)\")", ".version | capture(\"(?<maj>\\\\d+)\\\\.(?<min>\\\\d+)\\\\.(?<patch>\\\\d+)\")",
        ".version | [scan(\"\\\\d+\")]", ".private | not", ".config * {port: 1, extra: {a: 1}}", ". + {name: \"x\"} | .name",
        "del(.scripts.lint) | .scripts", ".scripts.lint |= (. // \"eslint\")", ".config.nested.deep.x[0] += 1 | .config.nested.deep.x",
        "setpath([\"config\", \"port\"]; 9090) | .config.port", "delpaths([paths(type == \"null\")]) | .scripts",
        "[paths(type == \"null\")]", "tostream | select(length == 2) | select(.[0][-1] == \"port\")",
        "[tostream] | fromstream(.[])", "to_entries | map(.key) | join(\",\")", "keys_unsorted | first", "[.[] | type] | unique",
        "{name, version, deps: (.dependencies | length)}", "{(.name): .version}", "{\"n\": .name, v: .version, $__loc__}",
        ".config.big | tostring", ".config.big + 0", ".config.ratio * 1", ".config | tojson", ".config.ratio | significand",
        "[.config.port, .config.ratio] | @csv", ".keywords | join(\", \")", ".keywords | sort", ".keywords | index(\"jq\")",
    ],
    "events": [
        ".[] | .type", "map(.type) | unique", "group_by(.type) | map({type: .[0].type, n: length})",
        "map(select(.type == \"PushEvent\") | .payload.commits | length) | add",
        ".[] | select(.type == \"PushEvent\") | .payload.commits[] | .message",
        "[.[] | .payload.commits[]? | .message | capture(\"^(?<kind>\\\\w+): (?<msg>.*)\")]",
        "map(.actor.login) | group_by(.) | map({(.[0]): length}) | add", "[.[].repo.name] | unique | length",
        ".[] | \"\\(.created_at | fromdate | strftime(\"%Y-%m-%d\")) \\(.actor.login) \\(.type)\"",
        "map(.created_at | fromdate) | (max - min) / 3600", "map(.created_at | fromdateiso8601)",
        "map(.created_at | strptime(\"%Y-%m-%dT%H:%M:%SZ\") | mktime | todate)", ".[0].created_at | fromdate | gmtime",
        ".[0].created_at | fromdate | gmtime | mktime", ".[0].created_at | fromdate | strftime(\"%A %j %U\")",
        ".[] | .payload.issue?.title // empty", ".[] | .payload.issue.labels[]?.name", "[.. | .sha? // empty]",
        "[paths(type == \"string\")] | length", "map(select(.payload.commits | length > 0)) | length",
        "map(.payload | keys) | add | unique", "INDEX(.repo.name) | keys", "[.[] | .repo.name | split(\"/\")[1]]",
        "[.[] | .actor.login] | @csv", ".[] | [.type, .actor.login] | @tsv", ".[] | .type | gsub(\"(?<x>[A-Z])\"; \"_\\(.x | ascii_downcase)\")",
        "[limit(2; .[] | .actor.login)]", "first(.[] | select(.type == \"IssuesEvent\")) | .payload.issue.number",
        "reduce .[] as $e ({}; .[$e.actor.login] += [$e.type])", "map(del(.payload)) | .[0]",
        "walk(if type == \"object\" then with_entries(select(.key != \"payload\")) else . end) | .[1]",
        "[.[] | .payload.commits // [] | .[] | .sha] | join(\",\")", ".[] | .created_at | .[0:10]",
        "map(.created_at | fromdate) | map(todate)", "sort_by(.created_at) | reverse | map(.actor.login)",
    ],
    "mixed": [
        "map(type)", "map(tojson)", "map(tostring)", "map(length?)", "[.[] | length?]", "map(try length catch .)",
        "sort", "unique", "group_by(type) | map(length)", "map(. == null)", "map(select(.))", "map(values)",
        "[.[] | numbers]", "[.[] | strings]", "[.[] | iterables]", "[.[] | scalars]", "map(. // \"default\")",
        "map(tonumber? // \"NaN\")", "map(try tonumber catch \"err\")", "map(ascii_downcase?)", "[.[] | @text]",
        "[.[] | @json]", "[.[] | @html]", "[.[] | @sh?]", "[.[] | try @csv catch .]", "add?", "try add catch .",
        "del(.[] | nulls)", "del(..|nulls)", "[.[] | select(type == \"number\")] | add", "map(abs?)", "map(-.)?",
        "min", "max", "[.[] | [.] | @csv?]", "to_entries | map(.key)", "try to_entries catch .", "map(has(0)?)",
        "[.[] | tostring | ltrimstr(\"t\")]", "map(if . then 1 else 0 end)", "map(not)", "map(. and true)",
        "[.[] | .[0]?]", "[.[] | .four?]", "[.[] | objects | .four]", "index(null)", "indices(null)",
        "flatten", "[.[] | arrays | add]", "[paths]", "[paths(numbers)]", "implode?", "try implode catch .",
        "[.[] | numbers | significand]", "[.[] | numbers | floor]", "[.[] | numbers | tostring]",
    ],
}

for dname, progs in SPECIFIC.items():
    for p in progs:
        add("%s: %s" % (dname, p), ["-c", p], DOCS[dname])
        if dname in ("users", "k8s", "rows", "events") and ("@csv" in p or "@tsv" in p or "\\(" in p
                                                         or p.endswith(".name") or "join" in p):
            add("%s -r: %s" % (dname, p), ["-r", p], DOCS[dname])

# The command line.
A = '{"a":1,"b":[1,2]}\n'
B = '{"a":2,"c":"x"}\n[3]\n'
BAD = '{"a":3}\n{"a":\n'
NDJ = '{"k":"a","n":1}\n{"k":"b","n":2}\n{"k":"a","n":3}\n'
RAW = 'line one\nline "two" é\n\nlast'
FILES = {"a.json": A, "b.json": B, "bad.json": BAD, "raw.txt": RAW, "nd.json": NDJ,
         "prog.jq": '.a as $x | [$x, $ARGS.positional]\n',
         "args.jq": '# comment\n[$foo, $ARGS.named]\n', "arr.json": '[1,2,3]',
         "empty.json": '', "ws.json": '  \n '}


def cli(name, args, inp="", env=None):
    add("cli: " + name, args, inp, FILES, env)


for var in [["--arg", "x", "1"], ["--arg", "x", ""], ["--arg", "x", "é 🎉"], ["--argjson", "x", "1"],
            ["--argjson", "x", "1.10"], ["--argjson", "x", '{"a":[1,null]}'], ["--argjson", "x", "null"],
            ["--argjson", "x", "{a"], ["--argjson", "x", ""], ["--argjson", "x", "1 2"],
            ["--slurpfile", "x", "a.json"], ["--slurpfile", "x", "b.json"], ["--slurpfile", "x", "bad.json"],
            ["--slurpfile", "x", "empty.json"], ["--slurpfile", "x", "missing.json"],
            ["--rawfile", "x", "raw.txt"], ["--rawfile", "x", "a.json"], ["--rawfile", "x", "missing.txt"],
            ["--arg", "x"], ["--argjson", "x"], ["--slurpfile", "x"], ["--rawfile"]]:
    for prog in ["$x", "$x | type", "$ARGS", "$ARGS.named.x", "[$x] | length", "$__prog_args"]:
        cli("%s %s" % (" ".join(var), prog), ["-nc"] + var + [prog])
cli("arg twice", ["-nc", "--arg", "x", "1", "--arg", "x", "2", "$x"])
cli("arg and argjson same name", ["-nc", "--arg", "x", "1", "--argjson", "x", "2", "$x, $ARGS"])
cli("named", ["-nc", "--arg", "a", "1", "--argjson", "b", "2", "$named"])
cli("ARGS named order", ["-nc", "--arg", "z", "1", "--arg", "a", "2", "$ARGS.named | keys_unsorted"])
cli("arg undefined", ["-nc", "$undefined"])
cli("arg used in def", ["-nc", "--arg", "x", "5", "def f: $x + \"!\"; f"])
cli("arg tonumber", ["-nc", "--arg", "n", "10", "[range($n | tonumber)] | length"])
cli("arg interpolation", ["-nr", "--arg", "who", "world", "\"hello \\($who)\""])
cli("env var", ["-nc", "$ENV.SBX_TEST"], env={"SBX_TEST": "value é"})
cli("env fn", ["-nc", "env.SBX_TEST"], env={"SBX_TEST": "1"})
cli("env missing", ["-nc", "$ENV.SBX_NOPE_NOT_SET"])
cli("env type", ["-nc", "$ENV | type"])
cli("env has", ["-nc", "env | has(\"SBX_TEST\")"], env={"SBX_TEST": ""})
cli("env number", ["-nc", "$ENV.SBX_N | tonumber + 1"], env={"SBX_N": "41"})
cli("env json", ["-nc", "env.SBX_J | fromjson | .a"], env={"SBX_J": '{"a":[1]}'})
cli("env in filter", ["-c", ".[env.SBX_K]"], '{"x":1,"y":2}', env={"SBX_K": "y"})
cli("env select", ["-c", "select(.k == $ENV.SBX_K)"], NDJ, env={"SBX_K": "a"})
for pos in [["--args", "a", "b"], ["--args"], ["--jsonargs", "1", '{"a":2}', "null"], ["--jsonargs", "1", "{"],
            ["--jsonargs"], ["--args", "a", "--jsonargs", "1"], ["--jsonargs", "1", "--args", "b"],
            ["--args", "--", "-n"], ["--args", "a.json"], ["--args", "-c", "x"]]:
    for prog in ["$ARGS", "$ARGS.positional", "$ARGS.positional[0]", "$ARGS.positional | length", "$__prog_args"]:
        cli("%s %s" % (prog, " ".join(pos)), ["-nc", prog] + pos)
cli("args before filter", ["-nc", "--args", "$ARGS.positional", "a", "b"])
cli("args then file", ["-c", ".", "--args", "a.json"], "7")
cli("args with input", ["-c", "[., $ARGS.positional]", "--args", "x"], "1 2")

# Input modes over the same inputs, files and stdin.
MODES = [["-c"], ["-nc"], ["-sc"], ["-Rc"], ["-Rsc"], ["-nRc"], ["-nsc"], ["-c", "--stream"],
         ["-c", "--seq"], ["-sc", "--stream"], ["-nc", "--stream"], ["-rc"], ["-jc"], ["-ac"]]
for mode in MODES:
    for prog in [".", "[., input_filename]", "input", "[inputs]", "input_line_number", "[.,input]?"]:
        for files in [["a.json"], ["a.json", "b.json"], ["b.json", "missing.json", "a.json"], ["a.json", "missing.json", "b.json", "nd.json"],
                      ["a.json", "bad.json", "b.json"], ["empty.json", "a.json"], ["raw.txt"]]:
            if prog in ("input", "[.,input]?") and len(files) != 2:
                continue
            cli("%s %s %s" % (" ".join(mode), prog, " ".join(files)), mode + [prog] + files)
for mode in MODES:
    for inp in ['{"a":1}\n[1,2]\n"x"\n', '1 2 3', '{"a":[1,{"b":2}]}', '[1,2', 'not json', '', '"é\\u00e9"\n{"a":1}\n{']:
        cli("stdin %s %r" % (" ".join(mode), inp), mode + ["."], inp)
cli("stream fromstream", ["-nc", "--stream", "fromstream(inputs)"], '{"a":[1,{"b":2}]}\n[3]')
cli("stream truncate", ["-c", "--stream", "1 | truncate_stream(inputs)?"], '{"a":[1,{"b":2}]}')
cli("stream select", ["-c", "--stream", "select(length == 2) | .[0] |= map(tostring) | .[0] | join(\".\")"], '{"a":[1,{"b":2}]}')
cli("stream reduce", ["-nc", "--stream", "reduce (inputs | select(length == 2)) as [$p, $v] ({}; setpath($p; $v))"], '{"a":[1,{"b":2}]}')
cli("stream-errors", ["-c", "--stream-errors", "."], '{"a":[1,')
cli("stream-errors good", ["-c", "--stream-errors", "."], '{"a":[1]}')
cli("stream-errors stream", ["-c", "--stream", "--stream-errors", "."], '[1,{"a":')
cli("seq out", ["--seq", "-c", ".[]"], '[1,"a",null]')
cli("seq in", ["--seq", "-c", "."], '\x1e{"a":1}\n\x1e[2]\n')
cli("seq in bad", ["--seq", "-c", "."], '\x1e{"a":1\n\x1e[2]\n')

# Output options.
OUT = ['{"a":"x\\ny","é":[1,1.10,1e3,null,true,{}],"b":{"c":[]},"z":"tab\\there 🎉 \\u0000"}', '"line\\nnext"',
       '["a","b\\u0000c"]', '[]', '{}', '"é"', '1.10']
OPTS = [["-r"], ["-j"], ["-a"], ["-ar"], ["--raw-output0"], ["--tab"], ["--tab", "-c"], ["-S"], ["-Sc"],
        ["-C"], ["-Cc"], ["-CS"], ["-C", "--tab"], ["-M"], ["-rj"], ["-c", "-r", "--raw-output0"]] + \
       [["--indent", str(n)] for n in range(-1, 10)] + [["--indent", "abc"], ["--indent"], ["--indent", "3", "-c"],
                                                       ["-c", "--indent", "3"], ["--indent", "1", "--tab"],
                                                       ["--tab", "--indent", "1"], ["--indent", "2.5"]]
for opt in OPTS:
    for i, inp in enumerate(OUT):
        if i >= 3 and len(opt) > 1 and opt[0] == "--indent":
            continue
        cli("out %s #%d" % (" ".join(opt), i), opt + ["."], inp)
COLORS = ["1;31", "1;31:0;32:0;33:0;34:0;35:0;36:0;37", "1;31:0;32:0;33:0;34:0;35:0;36:0;37:1;33",
          "1;31:0;32:0;33:0;34:0;35:0;36:0;37:1;33:0;31", "garbage", "1;31:xyz", "::", "", "4;34:",
          "38;5;208", "1;31:0;32:0;33:0;34:0;35:0;36:0;37:1;33:0;31:0;32", "0123456789012345678"]
for c in COLORS:
    for inp in ['{"a":[1,"x",null,true,false],"b":{}}', '[]']:
        cli("JQ_COLORS=%r %s" % (c, inp), ["-C", "-c", "."], inp, env={"JQ_COLORS": c})
    cli("JQ_COLORS=%r pretty" % c, ["-C", "."], '{"a":[1,{"k":"v"}]}', env={"JQ_COLORS": c})

# -e statuses, halt and halt_error, errors.
for prog in [".", "false", "null", "empty", "1, false", "false, 1", "error(\"x\")", "halt", "1, halt",
             "halt_error", "\"bye\\n\" | halt_error", "\"bye\" | halt_error(1)", "{a: 1} | halt_error",
             "null | halt_error", "1 | halt_error(5)", "[1] | halt_error(0)", "\"x\" | halt_error(-1)",
             "\"x\" | halt_error(256)", ".[]", "error", "error(null)", "error({a: 1})", "input",
             "try error(\"x\") catch null", ".a", "select(.a)", "\"\\u00e9\\n\" | halt_error"]:
    for opt in [["-e"], ["-ec"], ["--exit-status"], ["-c"], ["-re"]]:
        for inp in ['{"a":false}', '1\n2', '']:
            if inp == '' and opt != ["-c"]:
                continue
            cli("status %s %s %r" % (" ".join(opt), prog, inp), opt + [prog], inp)

# Program files, --, clustering, unknown options.
for args in [["-f", "prog.jq", "a.json"], ["-f", "prog.jq", "a.json", "--args", "p", "q"],
             ["-nf", "args.jq", "--arg", "foo", "1"], ["-n", "-f", "args.jq", "--arg", "foo", "1"],
             ["--from-file", "prog.jq", "b.json"], ["-f", "missing.jq"], ["-f"], ["a.json", "-f", "prog.jq"],
             ["-c", "-f", "prog.jq", "--args", "a.json"], ["-f", "prog.jq", "--jsonargs", "1", "[2]"],
             ["-c", "--", ".a", "a.json"], ["-c", ".", "--", "a.json"], ["--", "-1"], ["-c", "--", "-.a", "a.json"],
             ["-nr", "\"x\""], ["-rc", ".b", "a.json"], ["-nrj", "\"a\", \"b\""], ["-nce", "false"],
             ["-sc", ".", "a.json", "b.json"], ["-sR", ".", "raw.txt"], ["-nsR", "input", "raw.txt"],
             ["-Z", "."], ["--foo", "."], ["-nZ", "."], ["-cn", "--nope", "1"], ["-", "."], ["--", "--arg"],
             ["-n"], [], ["-c"], ["."], ["-nc", "1", "missing.json"], ["-h", "--foo"], ["--version", "."],
             ["-V"], ["-nc", "--arg", "x", "1", "-r", "$x"], ["-ncr", "--arg", "x", "1", "$x"],
             ["-n", "-L", ".", "1"], ["-nc", "--argfile", "x", "a.json", "$x"], ["-nc", "--unbuffered", "1"],
             ["-nc", "--ascii-output", "\"é\""], ["-nc", "--join-output", "1, 2"], ["-nc", "--sort-keys", "{b:1,a:2}"],
             ["-nc", "--null-input", "1"], ["-c", "--slurp", ".", "a.json"], ["-c", "--raw-input", ".", "raw.txt"],
             ["-nc", "--compact-output", "[1]"], ["-n", "--color-output", "1"], ["-n", "--monochrome-output", "1"],
             ["-nc", "$__loc__"], ["-nc", "{a: $__loc__}"], ["-nc", "\n\n$__loc__.line"],
             ["-c", "input_filename", "a.json", "b.json"], ["-nc", "[inputs | input_filename]", "a.json", "b.json"],
             ["-nc", "input_filename"], ["-c", "[input_filename, input_line_number]", "nd.json"],
             ["-nc", "reduce inputs as $x ({}; . * $x)", "a.json", "b.json"], ["-nc", "[inputs] | add", "arr.json", "arr.json"],
             ["-c", ". as $a | input as $b | $a * $b", "a.json", "b.json"], ["-nc", "input, input", "a.json"],
             ["-nc", "[inputs | .n] | add", "nd.json"], ["-nc", "[inputs] | group_by(.k) | map({k: .[0].k, n: length})", "nd.json"],
             ["-r", "[.k, .n] | @csv", "nd.json"], ["-r", "[.k, .n] | @tsv", "nd.json"], ["-r", "[.k, .n] | @sh", "nd.json"],
             ["-r", "@sh \"echo \\(.k) \\(.n)\"", "nd.json"], ["-r", "@csv", "arr.json"], ["-r", "@sh", "arr.json"],
             ["-r", "@json", "a.json"], ["-r", "@html \"<\\(.a)>\"", "a.json"], ["-r", ".b | @csv", "a.json"],
             ["-rs", "map(.k) | @sh", "nd.json"], ["-j", ".k", "nd.json"], ["--raw-output0", ".k", "nd.json"],
             ["--raw-output0", "\"a\\u0000b\"", "arr.json"], ["-r", ".[] | tostring", "arr.json"],
             ["-n", "--seq", "1, [2]"], ["-n", "--stream", "1"], ["-n", "--tab", "{a:[1]}"], ["-n", "--indent", "1", "{a:[1]}"]]:
    cli("misc %s" % json.dumps(args), args, "5")

names = {}
for c in C:
    n = names[c["name"]] = names.get(c["name"], 0) + 1
    if n > 1:
        c["name"] += " #%d" % n
    print(json.dumps(c, ensure_ascii=False))
