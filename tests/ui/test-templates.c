/* test-templates.c — every widget built from a template is made and
 * freed again: a broken .ui file, a bound child missing from it or a
 * reference kept past dispose fails here, not when a player opens it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lair-dungeon-table.h"
#include "lair-game-view.h"
#include "lair-invite-dialog.h"
#include "lair-menu-view.h"
#include "lair-preferences-window.h"
#include "lair-rules-window.h"
#include "lair-seat-panel.h"
#include "lair-seat-row.h"
#include "lair-statistics-window.h"
#include "lair-summary-view.h"
#include "lair-table-top.h"
#include "lair-window.h"
#include "ui-test-utils.h"

#define RESOURCE_PREFIX "/io/github/spiderlair/SpiderLair"

/* every widget of src/ui with a template */
static GType (* const template_types[]) (void) = {
  lair_dungeon_table_get_type,
  lair_game_view_get_type,
  lair_invite_dialog_get_type,
  lair_menu_view_get_type,
  lair_preferences_window_get_type,
  lair_rules_window_get_type,
  lair_seat_panel_get_type,
  lair_seat_row_get_type,
  lair_statistics_window_get_type,
  lair_summary_view_get_type,
  lair_window_get_type,
};

static void
test_template (gconstpointer data)
{
  GType type = GPOINTER_TO_SIZE (data);
  GObject *object = g_object_ref_sink (g_object_new (type, NULL));

  g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (object, type));
  /* no button that shows an icon is labelled by its image, which a
   * screen reader would say by its type ("GtkImage") */
  {
    g_autoptr(GPtrArray) buttons = ui_test_find_all (GTK_WIDGET (object), GTK_TYPE_BUTTON, NULL, NULL);

    for (guint i = 0; i < buttons->len; i++)
      {
        GtkButton *button = g_ptr_array_index (buttons, i);

        if (gtk_button_get_icon_name (button) != NULL &&
            gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY))
          g_error ("%s: the %s button is labelled by its image", g_type_name (type),
                   gtk_button_get_icon_name (button));
      }
  }

  /* a window belongs to GTK's list of toplevels until it is destroyed */
  if (GTK_IS_WINDOW (object))
    {
      gtk_window_destroy (GTK_WINDOW (object));
      ui_test_wait_until (object->ref_count == 1);
    }
  g_assert_finalize_object (object);
}

/* The template of each .ui file at the top of the resources is one of the
 * types above */
static void
test_every_template_made (void)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = g_resources_enumerate_children (RESOURCE_PREFIX "/", 0, &error);
  guint n_templates = 0;

  g_assert_no_error (error);
  /* g_type_from_name() knows registered types only */
  for (guint j = 0; j < G_N_ELEMENTS (template_types); j++)
    g_type_ensure (template_types[j] ());

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = NULL;
      g_autoptr(GBytes) bytes = NULL;
      const char *xml;
      const char *start;
      const char *end;
      g_autofree char *class_name = NULL;
      GType type;
      gboolean tested = FALSE;

      if (!g_str_has_suffix (names[i], ".ui"))
        continue;

      path = g_strconcat (RESOURCE_PREFIX "/", names[i], NULL);
      bytes = g_resources_lookup_data (path, 0, &error);
      g_assert_no_error (error);
      xml = g_bytes_get_data (bytes, NULL);
      start = strstr (xml, "<template class=\"");
      if (start == NULL)
        {
          /* the one file built by GtkBuilder rather than as a template,
           * which test_help_overlay() builds */
          g_assert_cmpstr (names[i], ==, "lair-shortcuts-window.ui");
          continue;
        }
      start += strlen ("<template class=\"");
      end = strchr (start, '"');
      g_assert_nonnull (end);
      class_name = g_strndup (start, end - start);

      type = g_type_from_name (class_name);
      for (guint j = 0; j < G_N_ELEMENTS (template_types); j++)
        tested |= template_types[j] () == type;
      if (!tested)
        g_test_message ("%s: %s is not made by this test", names[i], class_name);
      g_assert_true (tested);
      n_templates++;
    }
  g_assert_cmpuint (n_templates, >, 0);
}

/* A board made for a game already under way follows that game from its
 * session's properties: a panel for each seat inside, the path at the
 * current room. Freed, it lets the session go. */
static void
test_game_view_follows_session (void)
{
  LairGameSession *session = lair_game_session_new ();
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GError) error = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view;
  g_autoptr(GPtrArray) panels = NULL;

  lair_game_session_set_think_delay (session, 0);
  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_set_reveal_delay (session, 0);
  for (guint i = 0; i < 3; i++)
    g_assert_true (lair_game_session_make_computer (session, i, NULL));
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);

  view = lair_game_view_new (session, settings);
  {
    g_autoptr(LairGameSession) bound = NULL;
    g_autoptr(GSettings) bound_settings = NULL;

    g_object_get (view, "session", &bound, "settings", &bound_settings, NULL);
    g_assert_true (bound == session);
    g_assert_true (bound_settings == settings);
  }
  gtk_window_set_child (GTK_WINDOW (window), view);
  ui_test_present (GTK_WINDOW (window));

  /* the path is bound to the board's session */
  {
    g_autoptr(LairGameSession) path_session = NULL;

    g_object_get (lair_game_view_get_path (LAIR_GAME_VIEW (view)), "session", &path_session, NULL);
    g_assert_true (path_session == session);
  }
  panels = ui_test_find_all (view, LAIR_TYPE_SEAT_PANEL, NULL, NULL);
  g_assert_cmpuint (panels->len, ==, 3);
  for (guint i = 0; i < panels->len; i++)
    g_assert_true (lair_seat_panel_get_seat (g_ptr_array_index (panels, i)) ==
                   lair_game_session_get_seat (session, i));
  g_clear_pointer (&panels, g_ptr_array_unref);

  ui_test_destroy (GTK_WINDOW (window));
  ui_test_finalize (session);
}

/* The menu follows its properties: a row for each seat of its session,
 * the drawn table bound to the same session, Resume Game offered while
 * can-resume is set */
static void
test_menu_view_properties (void)
{
  LairGameSession *session = lair_game_session_new ();
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
  g_autoptr(GPtrArray) rows = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *menu = g_object_new (LAIR_TYPE_MENU_VIEW,
                                  "settings", settings,
                                  "session", session,
                                  NULL);
  GtkWidget *resume;

  gtk_window_set_child (GTK_WINDOW (window), menu);
  ui_test_present (GTK_WINDOW (window));

  rows = ui_test_find_all (menu, LAIR_TYPE_SEAT_ROW, NULL, NULL);
  g_assert_cmpuint (rows->len, ==, LAIR_N_SEATS);
  {
    g_autoptr(LairGameSession) table_session = NULL;

    g_object_get (ui_test_find (menu, LAIR_TYPE_TABLE_TOP, NULL, NULL), "session", &table_session, NULL);
    g_assert_true (table_session == session);
  }

  resume = ui_test_find_button (menu, "Resume Game");
  g_assert_nonnull (resume);
  g_assert_false (ui_test_is_showing (resume));
  g_object_set (menu, "can-resume", TRUE, NULL);
  ui_test_wait_until (ui_test_is_showing (resume));
  g_object_set (menu, "can-resume", FALSE, NULL);
  ui_test_wait_until (!ui_test_is_showing (resume));

  g_clear_pointer (&rows, g_ptr_array_unref);
  ui_test_destroy (GTK_WINDOW (window));
  ui_test_finalize (session);
}

/* The keyboard shortcuts window, which the window builds when asked */
static void
test_help_overlay (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/lair-shortcuts-window.ui");
  GObject *overlay = gtk_builder_get_object (builder, "shortcuts_window");

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  g_object_ref (overlay);
  g_clear_object (&builder);
  gtk_window_destroy (GTK_WINDOW (overlay));
  ui_test_wait_until (overlay->ref_count == 1);
  g_assert_finalize_object (overlay);
}

/* The story's paces, listed by the preferences, are each named for a
 * screen reader, and the chosen one is ticked */
static void
test_paces_named (void)
{
  static const char * const paces[] = { "Relaxed", "Normal", "Brisk" };
  g_autoptr(LairApplication) app = ui_test_application_new ();
  GtkWindow *window = lair_preferences_window_new (app, NULL);
  GtkWidget *row, *popover, *list;
  guint n = 0;

  ui_test_present (window);
  row = ui_test_find (GTK_WIDGET (window), ADW_TYPE_COMBO_ROW, NULL, NULL);
  g_assert_nonnull (row);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 1);
  g_signal_emit_by_name (row, "activate");
  ui_test_wait_until ((popover = ui_test_find (row, GTK_TYPE_POPOVER, NULL, NULL)) != NULL &&
                      gtk_widget_get_mapped (popover));
  list = ui_test_find (popover, GTK_TYPE_LIST_VIEW, NULL, NULL);
  g_assert_nonnull (list);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  for (GtkWidget *item = gtk_widget_get_first_child (list); item != NULL; item = gtk_widget_get_next_sibling (item))
    {
      GtkWidget *tick;
      g_autofree char *problem = NULL;

      if (!gtk_widget_get_mapped (item))
        continue;
      g_assert_cmpuint (n, <, G_N_ELEMENTS (paces));
      problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (item), GTK_ACCESSIBLE_PROPERTY_LABEL, paces[n]);
      g_assert_null (problem);
      tick = ui_test_find (item, GTK_TYPE_IMAGE, NULL, NULL);
      g_assert_nonnull (tick);
      g_assert_cmpfloat (gtk_widget_get_opacity (tick), ==, n == 1 ? 1.0 : 0.0);
      n++;
    }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (paces));
  gtk_popover_popdown (GTK_POPOVER (popover));
  ui_test_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  for (guint i = 0; i < G_N_ELEMENTS (template_types); i++)
    {
      GType type = template_types[i] ();
      g_autofree char *path = g_strdup_printf ("/templates/%s", g_type_name (type));

      g_test_add_data_func (path, GSIZE_TO_POINTER (type), test_template);
    }
  g_test_add_func ("/templates/every-template-made", test_every_template_made);
  g_test_add_func ("/templates/help-overlay", test_help_overlay);
  g_test_add_func ("/templates/game-view-follows-session", test_game_view_follows_session);
  g_test_add_func ("/templates/menu-view-properties", test_menu_view_properties);
  g_test_add_func ("/templates/paces-named", test_paces_named);

  return ui_test_run ();
}
