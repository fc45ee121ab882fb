#ifndef SIGNALBOX_CREADLINE_SHIM_H
#define SIGNALBOX_CREADLINE_SHIM_H
#include <dlfcn.h>
#include <stddef.h>
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/* In a dynamically linked build (`swift build`, the tests, `make release PIE=0`) GNU
   readline is loaded when the REPL starts (dlopen), not linked: a program run with -e, a
   script or a pipe never maps it (nor libtinfo), which is part of start-up's cost. The
   installed binary links it instead (SIGNALBOX_READLINE_LINKED, below). The headers give
   the types; every function and global the REPL uses goes through the sbx_
   wrappers below, each looked up once (`dlsym`). Readline keeps its state in C globals,
   and Swift 6 refuses to touch shared mutable globals directly anyway. All of this is
   called from the one thread that runs the prompt, after `sbx_rl_load` succeeded. */

/* Every readline function and global the REPL needs (`sbx_rl_load` checks each), and the
   globals it uses when they are there. */
#define SBX_RL_REQUIRED(X)                                                                \
  X(rl_callback_handler_install) X(rl_callback_handler_remove) X(rl_callback_read_char)   \
  X(rl_copy_text) X(rl_redisplay) X(rl_replace_line) X(rl_save_prompt)                    \
  X(rl_restore_prompt) X(rl_completion_matches) X(rl_forced_update_display)               \
  X(add_history) X(read_history) X(write_history) X(stifle_history) X(rl_point) X(rl_end) \
  X(rl_line_buffer) X(rl_attempted_completion_over) X(rl_readline_name)                   \
  X(rl_catch_signals) X(rl_attempted_completion_function)                                 \
  X(rl_completion_display_matches_hook)
#define SBX_RL_OPTIONAL(X)                                \
  X(history_comment_char) X(history_write_timestamps) \
  X(rl_getc_function) X(rl_input_available_hook)
/* The terminfo functions of the tinfo library readline brings (the preview draws with
   them): looked up in readline's dependencies, or linked in with libtinfo.a. */
#define SBX_TI_FUNCTIONS(X) X(tigetstr) X(tiparm) X(tputs)

#ifdef SIGNALBOX_READLINE_LINKED
/* The installed binary is one static position-independent executable (docs/benchmarks.md,
   "Third pass: a static position-independent executable"): a static binary cannot load
   readline with dlopen (the library would bring a second C library into the process), so
   `make release` links libreadline.a and libtinfo.a and defines SIGNALBOX_READLINE_LINKED.
   The wrappers below are the same; each name is found in this table instead of by dlsym. A
   program run with -e, a script or a pipe still never calls into readline: its code is in
   the binary but not run or touched. */
#include <string.h>
extern char *tigetstr(const char *);
extern char *tiparm(const char *, ...);
extern int tputs(const char *, int, int (*)(int));
static inline void *sbx_rl_symbol(const char *name) {
  static const struct {
    const char *name;
    void *address;
  } table[] = {
#define SBX_RL_ENTRY(name) {#name, (void *)&name},
      SBX_RL_REQUIRED(SBX_RL_ENTRY) SBX_RL_OPTIONAL(SBX_RL_ENTRY) SBX_TI_FUNCTIONS(SBX_RL_ENTRY)
#undef SBX_RL_ENTRY
  };
  for (size_t k = 0; k < sizeof table / sizeof table[0]; k++) {
    if (strcmp(table[k].name, name) == 0) return table[k].address;
  }
  return NULL;
}

/* Linked in: always there. */
static inline const char *sbx_rl_load(void) { return NULL; }
#else
static inline void *sbx_rl_handle(void) {
  static void *handle;
  if (handle == NULL) {
    handle = dlopen("libreadline.so.8", RTLD_NOW | RTLD_GLOBAL);
    if (handle == NULL) handle = dlopen("libreadline.so", RTLD_NOW | RTLD_GLOBAL);
  }
  return handle;
}

static inline void *sbx_rl_symbol(const char *name) {
  void *handle = sbx_rl_handle();
  return handle == NULL ? NULL : dlsym(handle, name);
}

/* NULL when readline and what the REPL needs of it could be loaded; otherwise what the
   loader said. */
static inline const char *sbx_rl_load(void) {
  static const char *const names[] = {
#define SBX_RL_NAME(name) #name,
      SBX_RL_REQUIRED(SBX_RL_NAME)
#undef SBX_RL_NAME
  };
  if (sbx_rl_handle() == NULL) {
    const char *error = dlerror();
    return error != NULL ? error : "libreadline.so.8 not found";
  }
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++) {
    if (sbx_rl_symbol(names[k]) == NULL) return names[k];
  }
  return NULL;
}

#endif

#define SBX_RL_FUNCTION(name, type) \
  static __typeof__((type)0) fn; \
  if (fn == NULL) fn = (type)sbx_rl_symbol(name);

static inline void sbx_rl_callback_handler_install(const char *prompt, rl_vcpfunc_t *handler) {
  SBX_RL_FUNCTION("rl_callback_handler_install", void (*)(const char *, rl_vcpfunc_t *))
  fn(prompt, handler);
}
static inline void sbx_rl_callback_handler_remove(void) {
  SBX_RL_FUNCTION("rl_callback_handler_remove", void (*)(void))
  fn();
}
static inline void sbx_rl_callback_read_char(void) {
  SBX_RL_FUNCTION("rl_callback_read_char", void (*)(void))
  fn();
}
static inline char *sbx_rl_copy_text(int from, int to) {
  SBX_RL_FUNCTION("rl_copy_text", char *(*)(int, int))
  return fn(from, to);
}
static inline void sbx_rl_redisplay(void) {
  SBX_RL_FUNCTION("rl_redisplay", void (*)(void))
  fn();
}
static inline void sbx_rl_replace_line(const char *text, int clear_undo) {
  SBX_RL_FUNCTION("rl_replace_line", void (*)(const char *, int))
  fn(text, clear_undo);
}
static inline void sbx_rl_save_prompt(void) {
  SBX_RL_FUNCTION("rl_save_prompt", void (*)(void))
  fn();
}
static inline void sbx_rl_restore_prompt(void) {
  SBX_RL_FUNCTION("rl_restore_prompt", void (*)(void))
  fn();
}
static inline char **sbx_rl_completion_matches(const char *text, rl_compentry_func_t *entry) {
  SBX_RL_FUNCTION("rl_completion_matches", char **(*)(const char *, rl_compentry_func_t *))
  return fn(text, entry);
}
static inline void sbx_rl_forced_update_display(void) {
  SBX_RL_FUNCTION("rl_forced_update_display", int (*)(void))
  (void)fn();
}
static inline void sbx_add_history(const char *line) {
  SBX_RL_FUNCTION("add_history", void (*)(const char *))
  fn(line);
}
static inline int sbx_read_history(const char *path) {
  SBX_RL_FUNCTION("read_history", int (*)(const char *))
  return fn(path);
}
static inline int sbx_write_history(const char *path) {
  SBX_RL_FUNCTION("write_history", int (*)(const char *))
  return fn(path);
}
static inline void sbx_stifle_history(int max) {
  SBX_RL_FUNCTION("stifle_history", void (*)(int))
  fn(max);
}

/* A terminfo string capability of the terminal readline set up (`ed`, `cuu`), expanded
   with `parameter` when it takes one (`cuu` 3) and passed through `tputs` (padding), into
   `out` (at most `size` bytes, NUL-terminated); its length, or -1 when the terminal or the
   library has no such capability. Called after readline initialised the terminal. */
struct sbx_ti_buffer {
  char *out;
  int size, length;
};
static inline struct sbx_ti_buffer *sbx_ti_buffer(void) {
  static struct sbx_ti_buffer buffer;
  return &buffer;
}
static inline int sbx_ti_putc(int c) {
  struct sbx_ti_buffer *b = sbx_ti_buffer();
  if (b->length + 1 < b->size) b->out[b->length++] = (char)c;
  return c;
}
static inline int sbx_ti_expand(const char *name, int parameter, char *out, int size) {
  static char *(*get)(const char *);
  static char *(*param)(const char *, ...);
  static int (*put)(const char *, int, int (*)(int));
  if (get == NULL) get = (char *(*)(const char *))sbx_rl_symbol("tigetstr");
  if (param == NULL) param = (char *(*)(const char *, ...))sbx_rl_symbol("tiparm");
  if (put == NULL) put = (int (*)(const char *, int, int (*)(int)))sbx_rl_symbol("tputs");
  if (get == NULL || param == NULL || put == NULL || size < 1) return -1;
  char *value = get(name);
  if (value == NULL || value == (char *)-1) return -1;
  if (parameter >= 0) value = param(value, parameter);
  if (value == NULL) return -1;
  struct sbx_ti_buffer *b = sbx_ti_buffer();
  b->out = out;
  b->size = size;
  b->length = 0;
  put(value, 1, sbx_ti_putc);
  out[b->length] = 0;
  return b->length;
}

#undef SBX_RL_FUNCTION

static inline int sbx_rl_point(void) { return *(int *)sbx_rl_symbol("rl_point"); }
static inline void sbx_rl_set_point(int point) { *(int *)sbx_rl_symbol("rl_point") = point; }
static inline int sbx_rl_end(void) { return *(int *)sbx_rl_symbol("rl_end"); }
static inline const char *sbx_rl_line_buffer(void) {
  return *(char **)sbx_rl_symbol("rl_line_buffer");
}
static inline void sbx_rl_completion_over(void) {
  *(int *)sbx_rl_symbol("rl_attempted_completion_over") = 1;
}
static inline void sbx_rl_configure(rl_completion_func_t *attempt, rl_compdisp_func_t *display) {
  *(const char **)sbx_rl_symbol("rl_readline_name") = "signalbox";
  *(int *)sbx_rl_symbol("rl_catch_signals") = 0;
  *(rl_completion_func_t **)sbx_rl_symbol("rl_attempted_completion_function") = attempt;
  *(rl_compdisp_func_t **)sbx_rl_symbol("rl_completion_display_matches_hook") = display;
}
/* A multi-line entry stays one history entry in the file too: each entry is written after
   a `#SECONDS` line (readline's timestamps), and reading a file that has them joins the
   lines between two of them into one entry. A file without them (an older history) is
   read a line an entry, as before. A readline without these globals keeps lines apart. */
static inline void sbx_history_keep_entries_whole(void) {
  char *comment = (char *)sbx_rl_symbol("history_comment_char");
  int *timestamps = (int *)sbx_rl_symbol("history_write_timestamps");
  if (comment != NULL && timestamps != NULL) {
    *comment = '#';
    *timestamps = 1;
  }
}
/* Readline reads its keys through `getc` and asks `available` whether one is waiting (the
   REPL's input filter, ReplInput.swift, which takes the terminal's answers to a cursor
   query out of them). 0 when readline lacks `rl_getc_function` (nothing is changed then). */
static inline int sbx_rl_set_input(rl_getc_func_t *getc, rl_hook_func_t *available) {
  rl_getc_func_t **reader = (rl_getc_func_t **)sbx_rl_symbol("rl_getc_function");
  rl_hook_func_t **hook = (rl_hook_func_t **)sbx_rl_symbol("rl_input_available_hook");
  if (reader == NULL) return 0;
  *reader = getc;
  if (hook != NULL) *hook = available;
  return 1;
}
#endif
