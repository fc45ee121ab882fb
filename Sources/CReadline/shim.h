#ifndef SIGNALBOX_CREADLINE_SHIM_H
#define SIGNALBOX_CREADLINE_SHIM_H
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Readline keeps its state in C globals; Swift 6 refuses to touch shared mutable globals
   directly, so the REPL reaches them through these accessors (all called from the one
   thread that runs the prompt). */
static inline int sbx_rl_point(void) { return rl_point; }
static inline void sbx_rl_set_point(int point) { rl_point = point; }
static inline int sbx_rl_end(void) { return rl_end; }
static inline const char *sbx_rl_line_buffer(void) { return rl_line_buffer; }
static inline void sbx_rl_completion_over(void) { rl_attempted_completion_over = 1; }
static inline void sbx_rl_configure(rl_completion_func_t *attempt, rl_compdisp_func_t *display) {
  rl_readline_name = "signalbox";
  rl_catch_signals = 0;
  rl_attempted_completion_function = attempt;
  rl_completion_display_matches_hook = display;
}
#endif
