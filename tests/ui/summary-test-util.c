/* summary-test-util.c — a dungeon's summary from a real game, for tests
 * and pictures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-dungeon-table.h"
#include "lair-game.h"
#include "summary-test-util.h"

const char * const summary_test_names[LAIR_MAX_PLAYERS] = {
  "Ada", "Old Rook", "Bartholomew Featherstonehaugh", "Zoë", "Kiri",
  "Marguerite", "Sam", "Hedwig von Hohenstein", "Li",
};

typedef struct {
  LairDungeonReport *reports[LAIR_N_DUNGEONS];
} Reports;

static void
reports_event_cb (const LairEvent *event,
                  gpointer         data)
{
  Reports *reports = data;

  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    lair_dungeon_report_add_event (reports->reports[d], event);
}

/* Whether a dungeon tells much: several payments of its adventure, a
 * seat scared out and one that left */
static gboolean
telling (LairDungeonReport *report)
{
  const LairAdventureTotals *t = lair_dungeon_report_get_totals (report);
  gboolean scared = FALSE;
  gboolean left = FALSE;

  for (guint i = 0; i < lair_dungeon_report_get_n_players (report); i++)
    {
      scared |= lair_dungeon_report_get_exit (report, i) == LAIR_DUNGEON_EXIT_SCARED;
      left |= lair_dungeon_report_get_exit (report, i) == LAIR_DUNGEON_EXIT_LEFT &&
              lair_dungeon_report_get_bars (report, i) > 0;
    }
  if (!scared || !left)
    return FALSE;
  if (t->adventure == LAIR_ADVENTURE_FERRYMAN)
    return t->tolls >= 4;
  if (t->adventure == LAIR_ADVENTURE_LITTLE_PEOPLE)
    return t->carried >= 6 && t->queens_paid > 0 && t->changelings_stole > 0;
  return TRUE;
}

/**
 * summary_test_report:
 * @adventure: the adventure of every dungeon
 * @n_players: seats, all played by the computer
 * @first_seed: the first seed tried
 *
 * Plays games through the core, seed after seed, until a dungeon of
 * @adventure tells much (see telling()).
 *
 * Returns: (transfer full): the report of that dungeon
 */
LairDungeonReport *
summary_test_report (LairAdventure adventure,
                     guint         n_players,
                     guint64       first_seed)
{
  for (guint64 seed = first_seed; seed < first_seed + 2000; seed++)
    {
      LairGameConfig config;
      LairChoice choices[LAIR_MAX_PLAYERS];
      Reports reports;
      LairGame *game;
      LairDungeonReport *found = NULL;

      lair_game_config_init (&config, n_players, seed);
      config.computers = (1u << n_players) - 1;
      config.has_adventures = TRUE;
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        {
          config.adventures[d] = adventure;
          reports.reports[d] = lair_dungeon_report_new_for_dungeon (n_players, (gint) d);
        }
      game = lair_game_new (&config);
      lair_game_set_event_func (game, reports_event_cb, &reports);
      lair_game_start (game);
      while (lair_game_get_phase (game) != LAIR_PHASE_GAME_OVER)
        {
          if (lair_game_get_phase (game) == LAIR_PHASE_DUNGEON_OVER)
            {
              lair_game_next_dungeon (game);
              continue;
            }
          for (guint i = 0; i < n_players; i++)
            {
              guint32 options = lair_game_get_options (game, i);

              choices[i] = !lair_game_seat_is_inside (game, i) ? LAIR_CHOICE_NONE
                           /* the Little People are carried more often than a computer would */
                           : (options & LAIR_OPTION (LAIR_CHOICE_CARRY)) && (i + seed) % 2 == 0 ? LAIR_CHOICE_CARRY
                           : lair_ai_choose (game, i);
            }
          g_assert_true (lair_game_decide (game, choices, NULL));
        }
      lair_game_free (game);
      /* a later dungeon, so that the chests hold something before it */
      for (guint d = LAIR_N_DUNGEONS; d-- > 1 && found == NULL;)
        if (telling (reports.reports[d]))
          found = g_object_ref (reports.reports[d]);
      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        g_object_unref (reports.reports[d]);
      if (found != NULL)
        return found;
    }
  g_assert_not_reached ();
}

/**
 * summary_test_card_new:
 * @report: a dungeon's report
 * @table: (out) (optional): the table in the card
 *
 * The end of a dungeon as the board shows it: its title, the table and
 * the button that goes on, in a card of the board's width.
 *
 * Returns: (transfer floating): the card in its clamp
 */
GtkWidget *
summary_test_card_new (LairDungeonReport *report,
                       GtkWidget        **table)
{
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *title;
  GtkWidget *the_table = lair_dungeon_table_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic ("_Next Dungeon");
  g_autofree char *text = g_strdup_printf ("Dungeon %d Is Over", lair_dungeon_report_get_dungeon (report) + 1);

  title = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_widget_add_css_class (title, "title-3");
  lair_dungeon_table_set_report (LAIR_DUNGEON_TABLE (the_table), report, summary_test_names, NULL);
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_add_css_class (button, "pill");
  gtk_box_append (GTK_BOX (card), title);
  gtk_box_append (GTK_BOX (card), the_table);
  gtk_box_append (GTK_BOX (card), button);
  gtk_widget_add_css_class (card, "card");
  gtk_widget_add_css_class (card, "dungeon-summary");
  gtk_widget_set_margin_start (card, 12);
  gtk_widget_set_margin_end (card, 12);
  gtk_widget_set_margin_bottom (card, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 560);
  adw_clamp_set_child (ADW_CLAMP (clamp), card);
  gtk_widget_set_valign (clamp, GTK_ALIGN_END);
  gtk_widget_set_vexpand (clamp, TRUE);
  if (table != NULL)
    *table = the_table;
  return clamp;
}

/**
 * summary_test_window_new:
 * @report: a dungeon's report
 * @width: the window's width
 * @height: the window's height
 * @table: (out) (optional): the table in it
 *
 * A window of that size with the summary's card at the bottom of a
 * board, as it lies below the rooms.
 *
 * Returns: (transfer none): the window, not shown yet
 */
GtkWidget *
summary_test_window_new (LairDungeonReport *report,
                         int                width,
                         int                height,
                         GtkWidget        **table)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *board = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_add_css_class (board, "board");
  gtk_box_append (GTK_BOX (board), summary_test_card_new (report, table));
  adw_window_set_content (ADW_WINDOW (window), board);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  return window;
}
