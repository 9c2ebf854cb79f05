/* test-dungeon-table.c — the end of a dungeon at a glance: nine seats in
 * the window as it opens, a phone's width, and every row a named stop
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>

#include "lair-dungeon-table.h"
#include "lair-words-summary.h"
#include "summary-test-util.h"
#include "ui-test-utils.h"

static GtkListBoxRow *
row_at (GtkWidget *table,
        guint      index)
{
  return gtk_list_box_get_row_at_index (lair_dungeon_table_get_list (LAIR_DUNGEON_TABLE (table)), (int) index);
}

/* Where @widget lies in @window */
static graphene_rect_t
bounds_in (GtkWidget *widget,
           GtkWidget *window)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, window, &bounds));
  return bounds;
}

/* Every row is a focusable stop named by its sentence */
static void
check_rows (GtkWidget         *table,
            LairDungeonReport *report)
{
  guint n = lair_dungeon_report_get_n_players (report);

  g_assert_null (row_at (table, n));
  for (guint p = 0; p < n; p++)
    {
      GtkListBoxRow *row = row_at (table, p);
      g_autofree char *sentence = lair_words_summary_row (report, p, summary_test_names[p]);
      g_autofree char *problem = NULL;

      g_assert_nonnull (row);
      g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (row)));
      g_assert_true (gtk_list_box_row_get_activatable (row));
      problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, sentence);
      g_assert_null (problem);
    }
}

/* Nine seats of a Little People dungeon in the window as it first opens:
 * every row in sight, no scroller, nothing cut, the keyboard on the
 * first row */
static void
test_nine_fit (void)
{
  g_autoptr(LairDungeonReport) report = summary_test_report (LAIR_ADVENTURE_LITTLE_PEOPLE, LAIR_MAX_PLAYERS, 1);
  g_autoptr(GString) cut = g_string_new (NULL);
  GtkWidget *table = NULL;
  GtkWidget *window = summary_test_window_new (report, 1000, 720, &table);
  GtkRoot *root;
  int width;
  int height;
  int natural;

  ui_test_present (GTK_WINDOW (window));
  ui_test_wait_for_frame (window);
  /* the window stayed at the size asked for (less its frame): the
   * summary did not make it grow */
  width = gtk_widget_get_width (window);
  height = gtk_widget_get_height (window);
  g_test_message ("window %d×%d", width, height);
  g_assert_cmpint (width, <=, 1000);
  g_assert_cmpint (width, >=, 980);
  g_assert_cmpint (height, <=, 720);
  g_assert_cmpint (height, >=, 700);

  g_assert_null (ui_test_find (window, GTK_TYPE_SCROLLED_WINDOW, NULL, NULL));
  check_rows (table, report);
  for (guint p = 0; p < LAIR_MAX_PLAYERS; p++)
    {
      GtkWidget *row = GTK_WIDGET (row_at (table, p));
      graphene_rect_t bounds = bounds_in (row, window);

      g_assert_true (gtk_widget_get_mapped (row));
      g_assert_cmpfloat (bounds.origin.y, >=, 0);
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, height);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, width);
    }
  /* the line of the adventure, under the rows, in sight too */
  {
    GtkWidget *line = ui_test_find (table, GTK_TYPE_LABEL, ui_test_has_class, (gpointer) "dungeon-table-adventure");
    graphene_rect_t bounds = bounds_in (line, window);

    g_assert_true (gtk_widget_get_mapped (line));
    g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, height);
    g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (line)), ==,
                     lair_dungeon_table_get_adventure_text (LAIR_DUNGEON_TABLE (table)));
    g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (line)), "Little People: "));
  }
  ui_test_collect_cut (window, cut);
  g_assert_cmpstr (cut->str, ==, "");

  /* how much of the board the table takes, for whoever lays it out */
  gtk_widget_measure (table, GTK_ORIENTATION_VERTICAL, 536, NULL, &natural, NULL, NULL);
  g_test_message ("nine seats' table at 536 px wide: %d px high", natural);
  g_assert_cmpint (natural, <=, 480);

  /* the summary opens with the keyboard on the first seat */
  g_assert_true (lair_dungeon_table_focus_first_row (LAIR_DUNGEON_TABLE (table)));
  root = gtk_widget_get_root (table);
  g_assert_true (gtk_root_get_focus (root) == GTK_WIDGET (row_at (table, 0)));
  /* and the Down key goes on to the next seat */
  g_signal_emit_by_name (lair_dungeon_table_get_list (LAIR_DUNGEON_TABLE (table)), "move-cursor",
                         GTK_MOVEMENT_DISPLAY_LINES, 1, FALSE, FALSE);
  g_assert_true (gtk_root_get_focus (root) == GTK_WIDGET (row_at (table, 1)));

  ui_test_destroy (GTK_WINDOW (window));
}

/* On a phone no row is wider than the window, and the ending wraps
 * rather than being cut */
static void
test_narrow (void)
{
  static const LairAdventure adventures[] = { LAIR_ADVENTURE_FERRYMAN, LAIR_ADVENTURE_LITTLE_PEOPLE };

  for (guint k = 0; k < G_N_ELEMENTS (adventures); k++)
    {
      g_autoptr(LairDungeonReport) report = summary_test_report (adventures[k], k == 0 ? 5 : LAIR_MAX_PLAYERS, 1);
      g_autoptr(GString) cut = g_string_new (NULL);
      GtkWidget *table = NULL;
      GtkWidget *window = summary_test_window_new (report, 360, 720, &table);
      int minimum;

      ui_test_present (GTK_WINDOW (window));
      ui_test_wait_for_frame (window);
      g_assert_cmpint (gtk_widget_get_width (window), <=, 360);

      gtk_widget_measure (table, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      g_assert_cmpint (minimum, <=, 360 - 2 * 12);
      check_rows (table, report);
      for (guint p = 0; p < lair_dungeon_report_get_n_players (report); p++)
        {
          GtkWidget *row = GTK_WIDGET (row_at (table, p));
          graphene_rect_t bounds = bounds_in (row, window);
          GtkWidget *ending = ui_test_find (row, GTK_TYPE_LABEL, ui_test_has_class, (gpointer) "dungeon-table-ending");
          g_assert_cmpfloat (bounds.origin.x, >=, 0);
          g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (window));
          g_autofree char *exit = lair_words_exit (report, p);

          /* the whole ending is there, under the name if it must be */
          g_assert_true (g_str_has_suffix (gtk_label_get_text (GTK_LABEL (ending)), exit));
          g_assert_cmpfloat (bounds_in (ending, window).origin.x + bounds_in (ending, window).size.width, <=,
                             gtk_widget_get_width (window));
        }
      ui_test_collect_cut (window, cut);
      g_assert_cmpstr (cut->str, ==, "");
      ui_test_destroy (GTK_WINDOW (window));
    }
}

/* A table told a new report shows only its rows */
static void
test_set_again (void)
{
  g_autoptr(LairDungeonReport) nine = summary_test_report (LAIR_ADVENTURE_LITTLE_PEOPLE, LAIR_MAX_PLAYERS, 1);
  g_autoptr(LairDungeonReport) five = summary_test_report (LAIR_ADVENTURE_FERRYMAN, 5, 1);
  GtkWidget *table = g_object_ref_sink (lair_dungeon_table_new ());

  lair_dungeon_table_set_report (LAIR_DUNGEON_TABLE (table), nine, summary_test_names, NULL);
  check_rows (table, nine);
  lair_dungeon_table_set_report (LAIR_DUNGEON_TABLE (table), five, summary_test_names, NULL);
  g_assert_true (lair_dungeon_table_get_report (LAIR_DUNGEON_TABLE (table)) == five);
  check_rows (table, five);
  g_assert_true (g_str_has_prefix (lair_dungeon_table_get_adventure_text (LAIR_DUNGEON_TABLE (table)), "Ferryman: "));
  lair_dungeon_table_set_report (LAIR_DUNGEON_TABLE (table), NULL, NULL, NULL);
  g_assert_null (row_at (table, 0));
  g_assert_finalize_object (table);
}

int
main (int   argc,
      char *argv[])
{
  /* the words are checked in English */
  setlocale (LC_ALL, "C.UTF-8");
  ui_test_init (&argc, &argv);
  /* the game's style, as the application loads it */
  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (css, "/io/github/spiderlair/SpiderLair/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }

  g_test_add_func ("/dungeon-table/nine-fit", test_nine_fit);
  g_test_add_func ("/dungeon-table/narrow", test_narrow);
  g_test_add_func ("/dungeon-table/set-again", test_set_again);

  return ui_test_run ();
}
