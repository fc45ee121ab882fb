extension JQCommand {
  /// `signalbox jq --help` (and `-h`): jq 1.7.1's text, byte for byte, its name `jq` (a script
  /// that reads it sees jq's). What differs from jq 1.7.1 is in docs/jq.md; inside
  /// `signalbox jq`, `-e` is `--exit-status`, as the text says.
  static let helpText = """
    jq - commandline JSON processor [version 1.7.1]

    Usage:\tjq [options] <jq filter> [file...]
    \tjq [options] --args <jq filter> [strings...]
    \tjq [options] --jsonargs <jq filter> [JSON_TEXTS...]

    jq is a tool for processing JSON inputs, applying the given filter to
    its JSON text inputs and producing the filter's results as JSON on
    standard output.

    The simplest filter is ., which copies jq's input to its output
    unmodified except for formatting. For more advanced filters see
    the jq(1) manpage ("man jq") and/or https://jqlang.github.io/jq/.

    Example:

    \t$ echo '{"foo": 0}' | jq .
    \t{
    \t  "foo": 0
    \t}

    Command options:
      -n, --null-input          use `null` as the single input value;
      -R, --raw-input           read each line as string instead of JSON;
      -s, --slurp               read all inputs into an array and use it as
                                the single input value;
      -c, --compact-output      compact instead of pretty-printed output;
      -r, --raw-output          output strings without escapes and quotes;
          --raw-output0         implies -r and output NUL after each output;
      -j, --join-output         implies -r and output without newline after
                                each output;
      -a, --ascii-output        output strings by only ASCII characters
                                using escape sequences;
      -S, --sort-keys           sort keys of each object on output;
      -C, --color-output        colorize JSON output;
      -M, --monochrome-output   disable colored output;
          --tab                 use tabs for indentation;
          --indent n            use n spaces for indentation (max 7 spaces);
          --unbuffered          flush output stream after each output;
          --stream              parse the input value in streaming fashion;
          --stream-errors       implies --stream and report parse error as
                                an array;
          --seq                 parse input/output as application/json-seq;
      -f, --from-file file      load filter from the file;
      -L directory              search modules from the directory;
          --arg name value      set $name to the string value;
          --argjson name value  set $name to the JSON value;
          --slurpfile name file set $name to an array of JSON values read
                                from the file;
          --rawfile name file   set $name to string contents of file;
          --args                consume remaining arguments as positional
                                string values;
          --jsonargs            consume remaining arguments as positional
                                JSON values;
      -e, --exit-status         set exit status code based on the output;
      -V, --version             show the version;
      --build-configuration     show jq's build configuration;
      -h, --help                show the help;
      --                        terminates argument processing;

    Named arguments are also available as $ARGS.named[], while
    positional arguments are available as $ARGS.positional[].
    """ + "\n"
}
