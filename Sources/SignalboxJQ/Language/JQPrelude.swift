import SignalboxJSON

/// The builtins jq writes in jq, written here in jq (parsed once, on first use). Each
/// refers to the others and to the Swift builtins (`JQNatives`).
enum JQPrelude {
  static let source = """
    def values: select(. != null);
    def nulls: select(. == null);
    def booleans: select(type == "boolean");
    def numbers: select(type == "number");
    def strings: select(type == "string");
    def arrays: select(type == "array");
    def objects: select(type == "object");
    def iterables: select(type | . == "array" or . == "object");
    def scalars: select(type | . != "array" and . != "object");
    def select(f): if f then . else empty end;
    def map(f): [.[] | f];
    def map_values(f): .[] |= f;
    def recurse_down: recurse;
    def to_entries: [keys_unsorted[] as $k | {key: $k, value: .[$k]}];
    def from_entries: reduce .[] as $x ({};
      . + { ($x | .key // .Key // .name // .Name):
            ($x | if has("value") then .value else .Value end) });
    def with_entries(f): to_entries | map(f) | from_entries;
    def del(f): delpaths([path(f)]);
    def paths: path(..) | select(length > 0);
    def paths(node_filter): path(.. | select(node_filter)) | select(length > 0);
    def leaf_paths: paths(scalars);
    def any: reduce .[] as $x (false; . or $x);
    def all: reduce .[] as $x (true; . and $x);
    def any(f): any(.[]; f);
    def all(f): all(.[]; f);
    def any(g; cond): isempty(g | cond or empty) | not;
    def all(g; cond): isempty(g | cond and empty);
    def in(xs): . as $x | xs | has($x);
    def inside(xs): . as $x | xs | contains($x);
    def combinations: if length == 0 then [] else .[0][] as $x | (.[1:] | combinations) as $w
      | [$x] + $w end;
    def combinations(n): . as $dot | [range(n)] | map($dot) | combinations;
    def walk(f): def w: if type == "object" then map_values(w) elif type == "array" then map(w)
      else . end | f; w;
    def first: .[0];
    def last: .[-1];
    def nth($n): .[$n];
    def join($x): reduce .[] as $i (null; (if . == null then "" else . + $x end)
      + ($i | if . == null then "" elif type == "boolean" or type == "number" then tojson
        else . end)) // "";
    def ascii: [.] | implode;
    def todate: strftime("%Y-%m-%dT%H:%M:%SZ");
    def dateadd(u; n): . + n;
    def datesub(u; n): . - n;
    def date: todate;
    def localtime: gmtime;
    def isfinite: type == "number" and (isinfinite | not);
    def finites: select(isfinite);
    def normals: select(isnormal);
    def truncate_stream(stream): . as $n | null | stream | . as $input
      | if (.[0] | length) > $n then setpath([0]; .[0][$n:]) else empty end;
    def INDEX(stream; idx_expr): reduce stream as $row ({}; .[$row | idx_expr | tostring] |= $row);
    def INDEX(idx_expr): INDEX(.[]; idx_expr);
    def JOIN($idx; idx_expr): [.[] | [., $idx[idx_expr]]];
    def JOIN($idx; stream; idx_expr): stream | [., $idx[idx_expr]];
    def JOIN($idx; stream; idx_expr; join_expr): stream | [., $idx[idx_expr]] | join_expr;
    def IN(s): any(s == .; .);
    def IN(src; s): any(src == s; .);
    def env: $ENV;
    def halt_error: halt_error(5);
    def debug(msg): (msg | debug | empty), .;
    def pick(pathexps): . as $top
      | reduce path(pathexps) as $p (null; setpath($p; $top | getpath($p)));
    def add(f): reduce f as $x (null; . + $x);
    def abs: if . < 0 then - . else . end;
    def toarray: if type == "array" then . else [.] end;
    def have_literal_numbers: true;
    def have_decnum: false;
    def get_search_list: ["~/.jq", "$ORIGIN/../lib/jq", "$ORIGIN/../lib"];
    def fromdateiso8601: strptime("%Y-%m-%dT%H:%M:%SZ") | mktime;
    def todateiso8601: strftime("%Y-%m-%dT%H:%M:%SZ");
    def fromdate: fromdateiso8601;
    .
    """

  /// Every definition, by name and arity.
  static let definitions: [JQName: JQFunctionDef] = {
    var defs: [JQName: JQFunctionDef] = [:]
    guard var node = try? JQParser.parse(source) else { return defs }
    while case .define(let def, let body) = node {
      defs[JQName(def.name, def.params.count)] = def
      node = body
    }
    JQResolver.resolvePrelude(defs)
    return defs
  }()
}
