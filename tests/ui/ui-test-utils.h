/* ui-test-utils.h — driving real widgets from a test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lair-application.h"
#include "lair-game-session.h"

G_BEGIN_DECLS

/* How long a wait may take before the test fails: generous, as the first
 * window of a cold machine waits for the font cache */
#define UI_TEST_TIMEOUT_MS 60000

/**
 * ui_test_wait_until_timeout:
 * @condition: an expression
 * @timeout_ms: how long it may take
 *
 * Runs the main loop until @condition holds; the test fails, naming it,
 * when it does not within @timeout_ms.
 */
#define ui_test_wait_until_timeout(condition, timeout_ms) \
  G_STMT_START \
    { \
      guint ui_test_timeout_ = (timeout_ms); \
      gint64 ui_test_deadline_ = ui_test_deadline (ui_test_timeout_); \
      while (!(condition)) \
        ui_test_wait_step (ui_test_deadline_, ui_test_timeout_, __FILE__, __LINE__, G_STRFUNC, #condition); \
    } \
  G_STMT_END

/**
 * ui_test_wait_until:
 * @condition: an expression
 *
 * ui_test_wait_until_timeout() with UI_TEST_TIMEOUT_MS.
 */
#define ui_test_wait_until(condition) ui_test_wait_until_timeout (condition, UI_TEST_TIMEOUT_MS)

typedef gboolean (*UiTestPredicate) (GtkWidget *widget,
                                     gpointer   data);

void             ui_test_init            (int              *argc,
                                          char           ***argv);
int              ui_test_run             (void);
gboolean         ui_test_passes_warning  (const char       *domain,
                                          const char       *message);
void             ui_test_watch_log       (GLogWriterFunc    watch);
void             ui_test_judge_warnings  (gboolean          judge);
LairApplication *ui_test_application_new (void);
gint64           ui_test_deadline        (guint             timeout_ms);
void             ui_test_wait_step       (gint64            deadline,
                                          guint             timeout_ms,
                                          const char       *file,
                                          int               line,
                                          const char       *func,
                                          const char       *condition);
void             ui_test_keep_running    (guint             ms);
gboolean         ui_test_window_is_up    (GtkWindow        *window);
void             ui_test_present         (GtkWindow        *window);
void             ui_test_destroy         (GtkWindow        *window);
void             ui_test_finalize        (gpointer          object);
void             ui_test_wait_for_frame  (GtkWidget        *widget);
void             ui_test_wait_for_rest   (GtkWidget        *widget);
GtkWidget       *ui_test_find            (GtkWidget        *root,
                                          GType             type,
                                          UiTestPredicate   predicate,
                                          gpointer          data);
GPtrArray       *ui_test_find_all        (GtkWidget        *root,
                                          GType             type,
                                          UiTestPredicate   predicate,
                                          gpointer          data);
gboolean         ui_test_label_is        (GtkWidget        *widget,
                                          gpointer          text);
gboolean         ui_test_can_choose_with (GtkWidget        *button);
gboolean         ui_test_has_class       (GtkWidget        *widget,
                                          gpointer          css_class);
GtkWidget       *ui_test_summary_button  (GtkWidget        *root);
void             ui_test_collect_cut     (GtkWidget        *root,
                                          GString          *cut);
GtkWidget       *ui_test_find_button     (GtkWidget        *root,
                                          const char       *label);
gboolean         ui_test_is_showing      (GtkWidget        *widget);
gboolean         ui_test_has_focus_in    (GtkWidget        *widget);
void             ui_test_click           (GtkWidget        *root,
                                          const char       *label);
GtkWidget       *ui_test_seat_row        (GtkWidget        *root,
                                          guint             index);
GtkWidget       *ui_test_seat_panel      (GtkWidget        *root,
                                          guint             index);
GtkWidget       *ui_test_seat_hand       (GtkWidget        *root,
                                          guint             index);
void             ui_test_join            (GtkWidget        *root,
                                          LairGameSession  *session,
                                          guint             index,
                                          const char       *name);

G_END_DECLS
