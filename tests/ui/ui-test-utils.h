/* ui-test-utils.h — driving real widgets from a test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lair-application.h"

G_BEGIN_DECLS

typedef gboolean (*UiTestPredicate) (GtkWidget *widget,
                                     gpointer   data);

void             ui_test_init            (int              *argc,
                                          char           ***argv);
int              ui_test_run             (void);
LairApplication *ui_test_application_new (void);
void             ui_test_iterate         (guint             ms);
gboolean         ui_test_wait_for        (gboolean        (*condition) (gpointer data),
                                          gpointer          data,
                                          guint             timeout_ms);
GtkWidget       *ui_test_find            (GtkWidget        *root,
                                          GType             type,
                                          UiTestPredicate   predicate,
                                          gpointer          data);
GPtrArray       *ui_test_find_all        (GtkWidget        *root,
                                          GType             type,
                                          UiTestPredicate   predicate,
                                          gpointer          data);
GtkWidget       *ui_test_find_button     (GtkWidget        *root,
                                          const char       *label);
gboolean         ui_test_is_showing      (GtkWidget        *widget);

G_END_DECLS
