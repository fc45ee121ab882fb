/// What a jq 1.7.1 program sees of this module's builtins: the module has more than jq
/// 1.7.1 (`trim`, `toarray`, `ascii`, `leaf_paths`, `pick/2`, `have_decnum`… from later
/// jq or from the pipeline language's needs), and a filter run by `signalbox jq` or a
/// `jq '…'` stage calling one of them is refused as jq 1.7.1 refuses it (`trim/0 is not
/// defined`, status 3), so that a jq 1.7.1 script gets jq 1.7.1's answer. The builtins
/// written in jq (`JQPrelude`) and the pipeline language's functions still use them; a
/// filter may define its own of the same name.
enum JQ171 {
  /// The builtins jq 1.7.1 does not have (its `builtins` and its compiler, asked one by one).
  static let absent: Set<JQName> = [
    JQName("$__loc__", 0), JQName("add", 1), JQName("ascii", 0), JQName("atan2", 1),
    JQName("date", 0), JQName("dateadd", 2), JQName("datesub", 2), JQName("del", 2),
    JQName("del", 3), JQName("del", 4), JQName("drem", 1), JQName("fma", 2), JQName("fmax", 1),
    JQName("fmin", 1), JQName("fromstream", 0), JQName("have_decnum", 0),
    JQName("have_literal_numbers", 0), JQName("hypot", 1), JQName("ldexp", 1),
    JQName("leaf_paths", 0), JQName("ln", 0), JQName("ltrim", 0), JQName("pick", 2),
    JQName("pick", 3), JQName("pick", 4), JQName("recurse_down", 0), JQName("rtrim", 0),
    JQName("scalb", 1), JQName("sum", 0), JQName("toarray", 0), JQName("trim", 0),
  ]
}
