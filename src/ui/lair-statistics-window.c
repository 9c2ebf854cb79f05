/* lair-statistics-window.c — statistics, achievements, players, history
 *
 * Everything the history knows, on four pages: every statistic of the
 * design with the chart of winning scores and of depths, the
 * achievements, the totals of every player, and the games themselves in
 * a list that reads the history only as far as it is scrolled, searched
 * by name and sorted by the history's indexes. A game of the list, and a
 * player, open their own pages inside the History page, one over the
 * other, each with a way back. The window reads the history again when
 * it changes.
 *
 * Seat names are whatever players typed: they are always shown as plain
 * text, never as markup.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "lair-depth-chart.h"
#include "lair-history-model.h"
#include "lair-history-pages.h"
#include "lair-labels.h"
#include "lair-scenario-export.h"
#include "lair-score-chart.h"
#include "lair-statistics-window.h"
#include "lair-words-summary.h"

/* the chart needs no more points than it is pixels wide */
#define CHART_POINTS        400
/* the newest entries of the achievement log shown */
#define LOG_ENTRIES         50
/* players beyond these are summed up in one row */
#define MAX_PLAYER_ROWS     500
/* the longest list of names a tooltip shows, in characters */
#define MAX_TOOLTIP_CHARS   300

typedef enum {
  COLUMN_DATE,
  COLUMN_PLAYERS,
  COLUMN_WINNERS,
  COLUMN_SCORE,
  COLUMN_DEPTH,
} HistoryColumn;

typedef struct {
  gint column;   /* the first column the view's sorter asked, -1 for none */
} HistorySortProbe;

struct _LairStatisticsWindow
{
  AdwWindow             parent_instance;

  LairApplication      *application;
  LairStore            *store;
  LairHistoryModel     *history;
  GPtrArray            *rows;          /* added to the groups by load() */
  gboolean              switcher_bound;
  guint                 chart_idle;
  gboolean              achievements_filled;
  gboolean              players_filled;
  gboolean              probing;       /* asking the sort order, see read_sort() */
  HistorySortProbe      probe;

  AdwViewSwitcherTitle *switcher_title;
  AdwViewSwitcherBar   *switcher_bar;
  GtkStack             *state_stack;
  AdwViewStack         *view_stack;
  AdwPreferencesGroup  *notice_group;
  AdwActionRow         *notice_row;
  AdwPreferencesGroup  *games_group;
  AdwPreferencesGroup  *loot_group;
  AdwPreferencesGroup  *adventures_group;
  AdwPreferencesGroup  *spider_group;
  AdwPreferencesGroup  *scores_group;
  AdwPreferencesGroup  *chart_group;
  LairScoreChart       *score_chart;
  AdwPreferencesGroup  *achievements_group;
  AdwPreferencesGroup  *log_group;
  AdwPreferencesGroup  *players_group;
  AdwPreferencesGroup  *depth_group;
  LairDepthChart       *depth_chart;
  GtkStack             *history_stack;
  GtkSearchEntry       *search_entry;
  GtkColumnView        *history_view;
  GtkWidget            *close_button;
  GtkColumnViewColumn  *date_column;
  AdwStatusPage        *empty_page;
  AdwStatusPage        *error_page;
};

G_DEFINE_FINAL_TYPE (LairStatisticsWindow, lair_statistics_window, ADW_TYPE_WINDOW)

typedef enum {
  GROUP_GAMES,
  GROUP_LOOT,
  GROUP_ADVENTURES,
  GROUP_SPIDER,
  GROUP_SCORES,
} StatisticGroup;

typedef enum {
  SHOW_COUNT,
  SHOW_MONEY,
  SHOW_AVERAGE_MONEY,
} StatisticShow;

#define AVERAGE_FIELD G_MAXSIZE

/* Every statistic of the design, named as the design and the help name
 * them, in the group they are shown in. */
static const struct {
  gsize offset;
  const char *title;
  StatisticGroup group;
  StatisticShow show;
} statistics[] = {
  { G_STRUCT_OFFSET (LairStats, games_played), N_("Games Played"), GROUP_GAMES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, players), N_("Number of Players"), GROUP_GAMES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, lone_leavers), N_("Lone Leavers"), GROUP_GAMES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, games_with_ais), N_("Games with AIs"), GROUP_GAMES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, games_won_by_ais), N_("Games Won by AIs"), GROUP_GAMES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, gems_looted), N_("Gems Looted"), GROUP_LOOT, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, gold_bars_looted), N_("Gold Bars Looted"), GROUP_LOOT, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, gold_bars_value), N_("Gold Bars Sold For"), GROUP_LOOT, SHOW_MONEY },
  { G_STRUCT_OFFSET (LairStats, sphinx_coins_looted), N_("Sphinx Coins Looted"), GROUP_LOOT, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, banker_profit), N_("Banker’s Profit"), GROUP_ADVENTURES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, monte_losses), N_("Losses to 3 Card Monte"), GROUP_ADVENTURES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, sun_standers), N_("People Who Stood on the Sun"), GROUP_ADVENTURES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, moon_standers), N_("People Who Stood on the Moon"), GROUP_ADVENTURES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, lava_lakes_crossed), N_("Lava Lakes Crossed"), GROUP_ADVENTURES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, scout_reports), N_("Spider Lair Reports Received"), GROUP_ADVENTURES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, mushrooms_eaten), N_("Mushrooms Eaten"), GROUP_ADVENTURES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, devil_deals), N_("Deals Made with the Devil"), GROUP_ADVENTURES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, little_people_helped), N_("Little People Helped"), GROUP_ADVENTURES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, spiders_killed), N_("Spiders Killed"), GROUP_ADVENTURES, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, spider_lairs), N_("Spider Lairs Discovered"), GROUP_SPIDER, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, gems_stolen), N_("Gems Stolen by the Spider"), GROUP_SPIDER, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, psychics), N_("Psychics"), GROUP_SPIDER, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, min_depth), N_("Min Depth Explored"), GROUP_SPIDER, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, max_depth), N_("Furthest Depth Explored"), GROUP_SPIDER, SHOW_COUNT },
  { G_STRUCT_OFFSET (LairStats, highest_winning_score), N_("Highest Winning Score"), GROUP_SCORES, SHOW_MONEY },
  { AVERAGE_FIELD, N_("Average Winning Score"), GROUP_SCORES, SHOW_AVERAGE_MONEY },
  { G_STRUCT_OFFSET (LairStats, lowest_winning_score), N_("Lowest Winning Score"), GROUP_SCORES, SHOW_MONEY },
};


/* A statistic is said with its figure, as a sighted player reads it:
 * "Games Played: 12", rather than a name and then a description */
static GtkWidget *
statistic_row_new (const char *title,
                   const char *value)
{
  GtkWidget *row = lair_value_row_new (title, NULL, value);
  /* Translators: a statistic as a screen reader says it, "Games Played: 12" */
  g_autofree char *name = g_strdup_printf (_("%s: %s"), title, value);

  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
  return row;
}

static char *
format_count (gint64 count)
{
  return g_strdup_printf ("%'" G_GINT64_FORMAT, count);
}

static char *
format_money (gint64 money)
{
  return lair_words_money_total ((double) money, 0);
}

static char *
format_average_money (double money)
{
  return lair_words_money_total (money, 1);
}


/* Adds a row that load() made, to be taken away when it loads again */
static void
add_row (LairStatisticsWindow *self,
         AdwPreferencesGroup  *group,
         GtkWidget            *row)
{
  lair_preferences_group_add (group, row);
  g_ptr_array_add (self->rows, row);
}

static void
remove_rows (LairStatisticsWindow *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);
      GtkWidget *group = gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP);

      if (group != NULL)
        adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group), row);
    }
  g_ptr_array_set_size (self->rows, 0);
}

static AdwPreferencesGroup *
statistic_group (LairStatisticsWindow *self,
                 StatisticGroup        group)
{
  switch (group)
    {
    case GROUP_GAMES:
      return self->games_group;
    case GROUP_LOOT:
      return self->loot_group;
    case GROUP_ADVENTURES:
      return self->adventures_group;
    case GROUP_SPIDER:
      return self->spider_group;
    case GROUP_SCORES:
    default:
      return self->scores_group;
    }
}

static void
fill_statistics (LairStatisticsWindow *self,
                 const LairStats      *stats)
{
  for (guint i = 0; i < G_N_ELEMENTS (statistics); i++)
    {
      g_autofree char *value = NULL;
      gint64 number = 0;

      if (statistics[i].offset != AVERAGE_FIELD)
        number = G_STRUCT_MEMBER (gint64, stats, statistics[i].offset);

      switch (statistics[i].show)
        {
        case SHOW_MONEY:
          value = format_money (number);
          break;
        case SHOW_AVERAGE_MONEY:
          value = format_average_money (lair_stats_average (stats));
          break;
        case SHOW_COUNT:
        default:
          value = format_count (number);
          break;
        }
      add_row (self, statistic_group (self, statistics[i].group), statistic_row_new (_(statistics[i].title), value));
    }
}

static void show_error (LairStatisticsWindow *self,
                        const GError         *error);

static gboolean
fill_chart_cb (gpointer data)
{
  LairStatisticsWindow *self = data;
  g_autoptr(GArray) points = NULL;
  g_autoptr(GError) error = NULL;

  self->chart_idle = 0;
  points = lair_store_get_winning_scores (self->store, CHART_POINTS, &error);
  if (points == NULL)
    show_error (self, error);
  else
    lair_score_chart_set_points (self->score_chart, points);
  return G_SOURCE_REMOVE;
}

/* The chart's points take the history longest to give, longer than the
 * rest of the window takes to show: they come after its first frame. */
static void
fill_chart (LairStatisticsWindow *self,
            gint64                n_games)
{
  g_autofree char *number = format_count (n_games);
  g_autofree char *description = NULL;

  if (self->chart_idle == 0)
    self->chart_idle = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, fill_chart_cb, self, NULL);
  /* Translators: under the title of the chart of winning scores */
  description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "%s game, oldest on the left",
                                              "%s games, oldest on the left",
                                              (gulong) MIN (n_games, G_MAXLONG)),
                                 number);
  adw_preferences_group_set_description (self->chart_group, description);
}

static void
fill_achievements (LairStatisticsWindow *self,
                   GPtrArray            *totals,
                   GPtrArray            *log)
{
  gint64 earned[LAIR_N_ACHIEVEMENTS] = { 0 };

  for (guint p = 0; p < totals->len; p++)
    {
      const LairStorePlayerTotals *player = g_ptr_array_index (totals, p);

      for (guint a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
        earned[a] += player->achievements[a];
    }

  for (LairAchievement a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
    {
      g_autofree char *number = format_count (earned[a]);
      g_autofree char *times = NULL;

      /* Translators: how many times an achievement was earned */
      times = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s time", "%s times",
                                            (gulong) MIN (earned[a], G_MAXLONG)),
                               number);
      add_row (self, self->achievements_group,
                                 lair_value_row_new (lair_achievement_label (a),
                                                lair_achievement_description (a),
                                                times));
    }

  if (log->len == 0)
    add_row (self, self->log_group,
                               lair_text_row_new (_("No achievement earned yet"), NULL));
  for (guint i = 0; i < log->len; i++)
    {
      const LairStoreAchievementEntry *entry = g_ptr_array_index (log, i);
      g_autoptr(GDateTime) date = g_date_time_new_from_unix_local (entry->date);
      g_autofree char *when = lair_history_format_date (date);
      g_autofree char *subtitle = NULL;
      GtkWidget *row;

      /* Translators: an achievement, then when it was earned */
      subtitle = g_strdup_printf (_("%s · %s"), lair_achievement_label (entry->achievement), when);
      row = lair_text_row_new (entry->name, subtitle);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
      /* the subtitle says it is an achievement: the trophy is decoration */
      adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                                 g_object_new (GTK_TYPE_IMAGE,
                                               "icon-name", "lair-trophy-symbolic",
                                               "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                               NULL));
      add_row (self, self->log_group, row);
    }
}

static char *
player_summary (const LairStorePlayerTotals *player)
{
  g_autofree char *games_number = format_count (player->games);
  g_autofree char *wins_number = format_count (player->wins);
  g_autofree char *money = format_money (player->money);
  g_autofree char *games = NULL;
  g_autofree char *wins = NULL;
  g_autofree char *earned = NULL;
  g_autofree char *best = NULL;

  /* Translators: parts of the line under a player's name: "12 games ·
   * 3 wins · $456 earned · best score $61" */
  games = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s game", "%s games",
                                        (gulong) MIN (player->games, G_MAXLONG)),
                           games_number);
  wins = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s win", "%s wins",
                                       (gulong) MIN (player->wins, G_MAXLONG)),
                          wins_number);
  earned = g_strdup_printf (_("%s earned"), money);
  if (player->best_score >= 0)
    {
      g_autofree char *score = format_money (player->best_score);

      best = g_strdup_printf (_("best score %s"), score);
    }
  else
    best = g_strdup (_("no wins yet"));

  /* Translators: the parts of the line under a player's name, joined */
  return g_strdup_printf (_("%s · %s · %s · %s"), games, wins, earned, best);
}

static void
fill_players (LairStatisticsWindow *self,
              GPtrArray            *totals)
{
  guint shown = MIN (totals->len, MAX_PLAYER_ROWS);

  for (guint p = 0; p < shown; p++)
    {
      const LairStorePlayerTotals *player = g_ptr_array_index (totals, p);
      g_autofree char *summary = player_summary (player);
      gboolean computer = player->computer_games == player->games;
      GtkWidget *icon;
      GtkWidget *row;

      row = lair_text_row_new (player->name, summary);
      adw_action_row_set_title_lines (ADW_ACTION_ROW (row), 1);
      icon = gtk_image_new_from_icon_name (computer ? "lair-computer-symbolic" : "lair-person-symbolic");
      gtk_accessible_update_property (GTK_ACCESSIBLE (icon),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      computer ? _("Computer player") : _("Person"),
                                      -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
      /* the player's own page */
      lair_action_row_make_link (row, "statistics.show-player", g_variant_new_string (player->name));
      add_row (self, self->players_group, row);
    }

  if (totals->len > shown)
    {
      g_autofree char *number = format_count (totals->len - shown);
      g_autofree char *more = NULL;

      /* Translators: the last row of a long list of players */
      more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "And %s more player with fewer games",
                                           "And %s more players with fewer games",
                                           totals->len - shown),
                              number);
      add_row (self, self->players_group, lair_text_row_new (more, NULL));
    }
}

static char *
seat_names (LairStoreGame *game,
            gboolean       winners_only)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;

  for (guint i = 0; i < game->n_players; i++)
    if (!winners_only || game->seats[i].winner)
      g_strv_builder_add (builder, game->seats[i].name != NULL ? game->seats[i].name : "");
  names = g_strv_builder_end (builder);
  /* Translators: the separator between the names of players */
  return g_strjoinv (_(", "), names);
}

static char *
cell_text (LairStoreGame *game,
           HistoryColumn  column)
{
  switch (column)
    {
    case COLUMN_DATE:
      return lair_history_format_date (game->date);
    case COLUMN_PLAYERS:
      return seat_names (game, FALSE);
    case COLUMN_WINNERS:
      return seat_names (game, TRUE);
    case COLUMN_SCORE:
      return format_money (game->winning_score);
    case COLUMN_DEPTH:
    default:
      return format_count (game->deepest);
    }
}

static gboolean
column_is_number (HistoryColumn column)
{
  return column == COLUMN_SCORE || column == COLUMN_DEPTH;
}

static void
setup_cell_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  user_data)
{
  HistoryColumn column = GPOINTER_TO_INT (user_data);
  GtkWidget *label = gtk_label_new (NULL);

  if (column_is_number (column))
    {
      gtk_label_set_xalign (GTK_LABEL (label), 1.0);
      gtk_widget_add_css_class (label, "numeric");
    }
  else
    gtk_label_set_xalign (GTK_LABEL (label), 0.0);

  /* names are as long as players typed them: cut short, but never to
   * nothing when the window is narrow */
  if (column == COLUMN_PLAYERS || column == COLUMN_WINNERS)
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), 10);
      gtk_label_set_max_width_chars (GTK_LABEL (label), column == COLUMN_PLAYERS ? 32 : 20);
    }
  gtk_list_item_set_child (item, label);
}

/* A game of the list in words, as a screen reader says its row: "5 Dec
 * 2026, 17:40. Players: Ann, Bob. Won by Ann with $42. 12 rooms deep." */
static char *
row_text (LairStoreGame *game)
{
  g_autofree char *date = NULL;
  g_autofree char *players = NULL;
  g_autofree char *winners = NULL;
  g_autofree char *score = NULL;
  g_autofree char *depth = NULL;

  if (game == NULL)
    return g_strdup (_("Unreadable game"));
  date = cell_text (game, COLUMN_DATE);
  players = cell_text (game, COLUMN_PLAYERS);
  winners = cell_text (game, COLUMN_WINNERS);
  score = cell_text (game, COLUMN_SCORE);
  if (game->deepest < 0)
    /* Translators: a game of the history as a screen reader says its row,
     * for a game recorded before the history kept its depth: "5 Dec 2026,
     * 17:40. Players: Ann, Bob. Won by Ann with $42." */
    return g_strdup_printf (_("%s. Players: %s. Won by %s with %s."), date, players, winners, score);
  depth = cell_text (game, COLUMN_DEPTH);
  /* Translators: a game of the history as a screen reader says its row:
   * the date, the players, the winners, the winning score and how deep
   * the deepest room was, as "5 Dec 2026, 17:40. Players: Ann, Bob. Won
   * by Ann with $42. 12 rooms deep." */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s. Players: %s. Won by %s with %s. %s room deep.",
                                       "%s. Players: %s. Won by %s with %s. %s rooms deep.",
                                       game->deepest),
                          date, players, winners, score, depth);
}

/* The row a cell is in, which is what the keys stop on. GTK 4.8 names
 * it by its type ("GtkListItemWidget") unless it is given a name: the
 * date's cell gives it the row's words (GtkListItem:accessible-label
 * does this from GTK 4.12 on). */
static GtkWidget *
cell_row (GtkListItem *item)
{
  GtkWidget *child = gtk_list_item_get_child (item);
  GtkWidget *cell = child != NULL ? gtk_widget_get_parent (child) : NULL;

  return cell != NULL ? gtk_widget_get_parent (cell) : NULL;
}

static void
unbind_cell_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  user_data)
{
  GtkWidget *row = cell_row (item);

  /* a row kept for later says nothing until it holds a game again */
  if (row != NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL);
}

static void
bind_cell_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  HistoryColumn column = GPOINTER_TO_INT (user_data);
  LairHistoryItem *history_item = gtk_list_item_get_item (item);
  LairStoreGame *game = lair_history_item_get_game (history_item);
  GtkWidget *label = gtk_list_item_get_child (item);
  g_autofree char *text = NULL;

  /* a game the history could not give */
  if (game == NULL)
    text = g_strdup (column == COLUMN_DATE ? _("Unreadable game") : "");
  else
    text = cell_text (game, column);
  gtk_label_set_text (GTK_LABEL (label), text);
  if (column == COLUMN_DATE)
    {
      GtkWidget *row = cell_row (item);
      g_autofree char *words = row_text (game);

      if (row != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, words, -1);
    }

  /* the whole list of names, unless it would fill the screen */
  if (column == COLUMN_PLAYERS || column == COLUMN_WINNERS)
    {
      if (g_utf8_strlen (text, -1) > MAX_TOOLTIP_CHARS)
        {
          g_autofree char *start = g_utf8_substring (text, 0, MAX_TOOLTIP_CHARS);
          g_autofree char *shortened = g_strconcat (start, "…", NULL);

          gtk_widget_set_tooltip_text (label, shortened);
        }
      else
        gtk_widget_set_tooltip_text (label, text);
    }
}


/* Sorting by the column headers
 *
 * The list is sorted by the history's indexes, not by a sort model: the
 * headers only say what to ask for. Each sortable column has a sorter
 * that, when asked, notes which column it is; comparing two items with
 * the view's sorter asks the primary column first, and the answer comes
 * back turned around when that column sorts descending. GTK 4.8 has no
 * other way to read the view's primary column and its order. */

typedef struct {
  LairStatisticsWindow *self;
  HistoryColumn         column;
} ColumnSort;

static int
probe_sort_cb (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  ColumnSort *sort = user_data;

  if (!sort->self->probing)
    return GTK_ORDERING_EQUAL;
  if (sort->self->probe.column < 0)
    sort->self->probe.column = sort->column;
  return GTK_ORDERING_SMALLER;
}

static LairStoreSort
store_sort (HistoryColumn column)
{
  switch (column)
    {
    case COLUMN_PLAYERS:
      return LAIR_STORE_SORT_PLAYERS;
    case COLUMN_SCORE:
      return LAIR_STORE_SORT_WINNING_SCORE;
    case COLUMN_DEPTH:
      return LAIR_STORE_SORT_DEEPEST;
    case COLUMN_DATE:
    case COLUMN_WINNERS:
    default:
      return LAIR_STORE_SORT_DATE;
    }
}

/* What the headers ask for: the column and whether smallest first */
static LairStoreSort
read_sort (LairStatisticsWindow *self,
           gboolean             *ascending)
{
  GtkSorter *sorter = gtk_column_view_get_sorter (self->history_view);
  g_autoptr(GObject) a = g_object_new (LAIR_TYPE_HISTORY_ITEM, NULL);
  g_autoptr(GObject) b = g_object_new (LAIR_TYPE_HISTORY_ITEM, NULL);
  GtkOrdering order;

  self->probing = TRUE;
  self->probe.column = -1;
  order = gtk_sorter_compare (sorter, a, b);
  self->probing = FALSE;

  if (self->probe.column < 0)
    {
      *ascending = FALSE;
      return LAIR_STORE_SORT_DATE;
    }
  *ascending = order == GTK_ORDERING_SMALLER;
  return store_sort (self->probe.column);
}

/* The list says how it is ordered and whose games it shows, for a
 * screen reader, as the column headers and the search field show it */
static void
describe_history (LairStatisticsWindow *self,
                  LairStoreSort         sort,
                  gboolean              ascending,
                  const char           *name)
{
  const char *label;
  g_autofree char *description = NULL;

  switch (sort)
    {
    case LAIR_STORE_SORT_PLAYERS:
      label = ascending ? _("Games played, fewest players first") : _("Games played, most players first");
      break;
    case LAIR_STORE_SORT_WINNING_SCORE:
      label = ascending ? _("Games played, lowest winning score first")
                        : _("Games played, highest winning score first");
      break;
    case LAIR_STORE_SORT_DEEPEST:
      label = ascending ? _("Games played, shallowest first") : _("Games played, deepest first");
      break;
    case LAIR_STORE_SORT_DATE:
    case LAIR_STORE_SORT_DURATION:
    case LAIR_STORE_N_SORTS:
    default:
      label = ascending ? _("Games played, oldest first") : _("Games played, newest first");
      break;
    }
  if (name != NULL && *name != '\0')
    /* Translators: the history list's description while it is searched */
    description = g_strdup_printf (_("Only the games %s sat in."), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->history_view),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description != NULL ? description : "",
                                  -1);
  /* the list inside, which takes the keys, is named the same rather than
   * by its type, and so is the row of the columns' titles above it, which
   * GTK 4.8 names "GtkListItemWidget" */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->history_view));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
    else
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      _("Column titles, to sort the games by"), -1);
}

static void
query_changed (LairStatisticsWindow *self)
{
  const char *text;
  g_autofree char *name = NULL;
  LairStoreSort sort;
  gboolean ascending;

  if (self->history == NULL)
    return;
  sort = read_sort (self, &ascending);
  text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  name = g_strstrip (g_strdup (text));
  lair_history_model_set_query (self->history, name, sort, ascending);
  describe_history (self, sort, ascending, name);
}

static GtkColumnViewColumn *
add_column (LairStatisticsWindow *self,
            const char           *title,
            HistoryColumn         column,
            gboolean              expand,
            gboolean              sortable)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *view_column;

  g_signal_connect (factory, "setup", G_CALLBACK (setup_cell_cb), GINT_TO_POINTER (column));
  g_signal_connect (factory, "bind", G_CALLBACK (bind_cell_cb), GINT_TO_POINTER (column));
  if (column == COLUMN_DATE)
    g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cell_cb), NULL);
  view_column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (view_column, expand);
  gtk_column_view_column_set_resizable (view_column, TRUE);
  if (sortable)
    {
      ColumnSort *sort = g_new0 (ColumnSort, 1);
      GtkSorter *sorter;

      sort->self = self;
      sort->column = column;
      sorter = GTK_SORTER (gtk_custom_sorter_new (probe_sort_cb, sort, g_free));
      gtk_column_view_column_set_sorter (view_column, sorter);
      g_object_unref (sorter);
    }
  gtk_column_view_append_column (self->history_view, view_column);
  g_object_unref (view_column);
  return view_column;
}

/* The Achievements and Players pages are made when first shown: their
 * rows would take longer to make than the rest of the window. So is the
 * History's list. */
static const char * const lazy_pages[] = { "achievements", "players", "history" };

static void
fill_shown_page (LairStatisticsWindow *self)
{
  const char *page = adw_view_stack_get_visible_child_name (self->view_stack);
  g_autoptr(GPtrArray) totals = NULL;
  g_autoptr(GPtrArray) log = NULL;
  g_autoptr(GError) error = NULL;

  if (self->store == NULL || self->history == NULL)
    return;
  if (g_strcmp0 (page, "achievements") == 0 && !self->achievements_filled)
    {
      if ((totals = lair_store_get_player_totals (self->store, &error)) == NULL
          || (log = lair_store_get_achievement_log (self->store, 0, LOG_ENTRIES, &error)) == NULL)
        {
          show_error (self, error);
          return;
        }
      fill_achievements (self, totals, log);
      self->achievements_filled = TRUE;
    }
  else if (g_strcmp0 (page, "players") == 0 && !self->players_filled)
    {
      if ((totals = lair_store_get_player_totals (self->store, &error)) == NULL)
        {
          show_error (self, error);
          return;
        }
      fill_players (self, totals);
      self->players_filled = TRUE;
    }
}

/* The list makes its rows when it gets its model, even out of sight:
 * it gets it when its page is first shown. */
static void
history_page_shown_cb (LairStatisticsWindow *self)
{
  g_autoptr(GtkNoSelection) selection = NULL;

  fill_shown_page (self);
  if (self->history == NULL
      || gtk_column_view_get_model (self->history_view) != NULL
      || g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "history") != 0)
    return;

  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->history)));
  gtk_column_view_set_model (self->history_view, GTK_SELECTION_MODEL (selection));
}

static void
fill_history (LairStatisticsWindow *self,
              LairStore            *store)
{
  if (self->history != NULL)
    {
      lair_history_model_reload (self->history);
      return;
    }
  self->history = lair_history_model_new (store);
  query_changed (self);
  /* each page made when first shown is made as it maps */
  for (guint i = 0; i < G_N_ELEMENTS (lazy_pages); i++)
    g_signal_connect_object (adw_view_stack_get_child_by_name (self->view_stack, lazy_pages[i]), "map",
                             G_CALLBACK (history_page_shown_cb), self, G_CONNECT_SWAPPED);
  history_page_shown_cb (self);
}

/* Pages over the list */

static GtkWidget *
list_page (LairStatisticsWindow *self)
{
  return gtk_stack_get_child_by_name (self->history_stack, "list");
}

static GtkWidget *
subpage_new (const char *title,
             GtkWidget  *content)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *back = gtk_button_new_from_icon_name ("go-previous-symbolic");
  GtkWidget *label = gtk_label_new (title);

  gtk_widget_set_margin_top (header, 6);
  gtk_widget_set_margin_bottom (header, 6);
  gtk_widget_set_margin_start (header, 6);
  gtk_widget_set_margin_end (header, 6);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (back), "statistics.back");
  gtk_widget_set_tooltip_text (back, _("Back"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (back), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Back"), -1);
  /* the tooltip is the name: said once */
  gtk_accessible_reset_property (GTK_ACCESSIBLE (back), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  gtk_widget_add_css_class (back, "flat");
  gtk_widget_add_css_class (back, "history-back");
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "subpage-title");
  gtk_box_append (GTK_BOX (header), back);
  gtk_box_append (GTK_BOX (header), label);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_widget_set_vexpand (content, TRUE);
  gtk_box_append (GTK_BOX (box), content);
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  return box;
}

static void
push_page (LairStatisticsWindow *self,
           const char           *title,
           GtkWidget            *content)
{
  GtkWidget *page = subpage_new (title, content);

  adw_view_stack_set_visible_child_name (self->view_stack, "history");
  gtk_stack_add_child (self->history_stack, page);
  gtk_stack_set_visible_child (self->history_stack, page);
  gtk_widget_grab_focus (gtk_widget_get_first_child (gtk_widget_get_first_child (page)));
}

static gboolean
go_back (LairStatisticsWindow *self)
{
  GtkWidget *top = gtk_stack_get_visible_child (self->history_stack);
  GtkWidget *below;

  if (top == NULL || top == list_page (self))
    return FALSE;
  below = gtk_widget_get_prev_sibling (top);
  gtk_stack_set_visible_child (self->history_stack, below != NULL ? below : list_page (self));
  gtk_stack_remove (self->history_stack, top);
  return TRUE;
}

static void
pop_to_list (LairStatisticsWindow *self)
{
  while (go_back (self))
    ;
}

static GtkWidget *
unreadable_page_new (const GError *error)
{
  GtkWidget *status = adw_status_page_new ();
  g_autofree char *message = g_markup_escape_text (error->message, -1);

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (status), "dialog-error-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (status), _("This Cannot Be Shown"));
  adw_status_page_set_description (ADW_STATUS_PAGE (status), message);
  return status;
}

static void
push_game (LairStatisticsWindow *self,
           gint64                id)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *page;

  if (self->store == NULL)
    return;
  page = lair_history_game_page_new (self->store, id, &error);
  if (page == NULL)
    page = unreadable_page_new (error);
  push_page (self, _("Game"), page);
}

static void
push_player (LairStatisticsWindow *self,
             const char           *name)
{
  g_autoptr(GError) error = NULL;
  GtkWidget *page;

  if (self->store == NULL)
    return;
  page = lair_history_player_page_new (self->store, name, &error);
  if (page == NULL)
    page = unreadable_page_new (error);
  push_page (self, name, page);
}

static void
history_activate_cb (LairStatisticsWindow *self,
                     guint                 position)
{
  GtkSelectionModel *model = gtk_column_view_get_model (self->history_view);
  g_autoptr(LairHistoryItem) item = NULL;
  LairStoreGame *game;

  if (model == NULL)
    return;
  item = g_list_model_get_item (G_LIST_MODEL (model), position);
  game = item != NULL ? lair_history_item_get_game (item) : NULL;
  if (game != NULL)
    push_game (self, game->id);
}

static void
search_changed_cb (LairStatisticsWindow *self)
{
  query_changed (self);
}

/* Actions */

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  go_back (LAIR_STATISTICS_WINDOW (widget));
}

static void
show_game_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  push_game (LAIR_STATISTICS_WINDOW (widget), g_variant_get_int64 (parameter));
}

static void
show_player_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  LairStatisticsWindow *self = LAIR_STATISTICS_WINDOW (widget);

  /* from the Players page the list is where the way back leads */
  if (g_strcmp0 (adw_view_stack_get_visible_child_name (self->view_stack), "history") != 0)
    pop_to_list (self);
  push_player (self, g_variant_get_string (parameter, NULL));
}

static void
filter_player_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  LairStatisticsWindow *self = LAIR_STATISTICS_WINDOW (widget);

  pop_to_list (self);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), g_variant_get_string (parameter, NULL));
  /* at once, not when the entry's delay is over */
  query_changed (self);
}

typedef struct {
  LairStatisticsWindow *self;
  gint64 id;
} Export;

static void
export_free (Export *export)
{
  g_object_unref (export->self);
  g_free (export);
}

static void
show_export_error (LairStatisticsWindow *self,
                   const GError         *error)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The Game Was Not Exported"), NULL);

  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
export_response_cb (GtkNativeDialog *dialog,
                    int              response,
                    gpointer         user_data)
{
  Export *export = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GString) text = NULL;
  g_autoptr(GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT && export->self->store != NULL)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      text = g_string_new (NULL);
      /* the scenario file `spider-lair-cli export` writes */
      if (!lair_scenario_export_game (export->self->store, export->id, text, &error)
          || !g_file_replace_contents (file, text->str, text->len, NULL, FALSE,
                                       G_FILE_CREATE_REPLACE_DESTINATION, NULL, NULL, &error))
        show_export_error (export->self, error);
    }
  export_free (export);
  g_object_unref (dialog);
}

static void
export_game_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  LairStatisticsWindow *self = LAIR_STATISTICS_WINDOW (widget);
  GtkFileChooserNative *chooser;
  Export *export = g_new0 (Export, 1);
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, g_variant_get_int64 (parameter));
  g_autofree char *file_name = NULL;

  export->self = g_object_ref (self);
  export->id = g_variant_get_int64 (parameter);
  chooser = gtk_file_chooser_native_new (_("Export Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  /* Translators: the file name a game is exported to; %s is its number */
  file_name = g_strdup_printf (_("spider-lair-game-%s.json"), id);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), file_name);
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), export);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  LairStatisticsWindow *self = LAIR_STATISTICS_WINDOW (widget);

  if (self->history == NULL)
    return;
  adw_view_stack_set_visible_child_name (self->view_stack, "history");
  pop_to_list (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* Loading */

static void
show_state (LairStatisticsWindow *self,
            const char           *state)
{
  gboolean content = g_str_equal (state, "content");

  gtk_stack_set_visible_child_name (self->state_stack, state);
  /* without pages there is nothing to switch between */
  adw_view_switcher_title_set_view_switcher_enabled (self->switcher_title, content);
  if (content && !self->switcher_bound)
    {
      g_object_bind_property (self->switcher_title, "title-visible",
                              self->switcher_bar, "reveal",
                              G_BINDING_SYNC_CREATE);
      self->switcher_bound = TRUE;
    }
  if (!content)
    pop_to_list (self);
}

static void
show_error (LairStatisticsWindow *self,
            const GError         *error)
{
  /* the status page's description is markup */
  g_autofree char *message = g_markup_escape_text (error->message, -1);

  adw_status_page_set_description (self->error_page, message);
  show_state (self, "error");
}

static void load (LairStatisticsWindow *self);

static void
store_changed_cb (LairStatisticsWindow *self)
{
  remove_rows (self);
  self->achievements_filled = FALSE;
  self->players_filled = FALSE;
  load (self);
}

static void
load (LairStatisticsWindow *self)
{
  g_autoptr(GArray) depths = NULL;
  g_autoptr(GError) error = NULL;
  const GError *notice;
  LairStore *store;
  LairStats stats;

  store = lair_application_get_store (self->application, &error);
  if (store == NULL)
    {
      show_error (self, error);
      return;
    }
  if (self->store == NULL)
    {
      self->store = g_object_ref (store);
      g_signal_connect_object (store, "changed", G_CALLBACK (store_changed_cb), self, G_CONNECT_SWAPPED);
    }

  if (!lair_store_get_stats (store, &stats, &error)
      || (stats.games_played > 0
          && (depths = lair_store_get_depth_histogram (store, &error)) == NULL))
    {
      show_error (self, error);
      return;
    }

  /* a history moved aside, or one that cannot be written, is told */
  notice = lair_store_get_notice (store);

  if (stats.games_played == 0)
    {
      if (notice != NULL)
        {
          g_autofree char *message = g_markup_escape_text (notice->message, -1);

          adw_status_page_set_description (self->empty_page, message);
        }
      show_state (self, "empty");
      return;
    }

  if (notice != NULL)
    {
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->notice_row), notice->message);
      gtk_widget_set_visible (GTK_WIDGET (self->notice_group), TRUE);
    }

  fill_statistics (self, &stats);
  fill_chart (self, stats.games_played);
  lair_depth_chart_set_counts (self->depth_chart, depths);
  fill_history (self, store);
  show_state (self, "content");
  fill_shown_page (self);
}

static void
lair_statistics_window_dispose (GObject *object)
{
  LairStatisticsWindow *self = LAIR_STATISTICS_WINDOW (object);

  if (self->store != NULL)
    g_signal_handlers_disconnect_by_data (self->store, self);
  g_clear_handle_id (&self->chart_idle, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_STATISTICS_WINDOW);
  g_clear_object (&self->history);
  g_clear_object (&self->store);
  g_clear_object (&self->application);
  g_clear_pointer (&self->rows, g_ptr_array_unref);

  G_OBJECT_CLASS (lair_statistics_window_parent_class)->dispose (object);
}

static void
lair_statistics_window_class_init (LairStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_statistics_window_dispose;

  g_type_ensure (LAIR_TYPE_SCORE_CHART);
  g_type_ensure (LAIR_TYPE_DEPTH_CHART);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/spiderlair/SpiderLair/lair-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, state_stack);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, notice_group);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, notice_row);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, games_group);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, loot_group);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, adventures_group);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, spider_group);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, scores_group);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, chart_group);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, score_chart);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, depth_group);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, depth_chart);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, achievements_group);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, log_group);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, players_group);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, history_stack);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, history_view);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, close_button);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, LairStatisticsWindow, error_page);
  gtk_widget_class_bind_template_callback (widget_class, history_activate_cb);

  gtk_widget_class_install_action (widget_class, "statistics.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "statistics.show-game", "x", show_game_action);
  gtk_widget_class_install_action (widget_class, "statistics.show-player", "s", show_player_action);
  gtk_widget_class_install_action (widget_class, "statistics.filter-player", "s", filter_player_action);
  gtk_widget_class_install_action (widget_class, "statistics.export-game", "x", export_game_action);
  gtk_widget_class_install_action (widget_class, "statistics.search", NULL, search_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "statistics.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "statistics.search", NULL);
}

static void
lair_statistics_window_init (LairStatisticsWindow *self)
{
  GtkColumnViewColumn *players;

  self->rows = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
  lair_accessible_icon_buttons (GTK_WIDGET (self));
  /* its tooltip is its name: said once */
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self->close_button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

  self->date_column = add_column (self, _("Date"), COLUMN_DATE, FALSE, TRUE);
  players = add_column (self, _("Players"), COLUMN_PLAYERS, TRUE, TRUE);
  add_column (self, _("Winners"), COLUMN_WINNERS, TRUE, FALSE);
  /* Translators: the heading of the winning scores in the list of games */
  add_column (self, C_("column", "Score"), COLUMN_SCORE, FALSE, TRUE);
  add_column (self, _("Depth"), COLUMN_DEPTH, FALSE, TRUE);
  gtk_column_view_sort_by_column (self->history_view, self->date_column, GTK_SORT_DESCENDING);
  g_signal_connect_object (gtk_column_view_get_sorter (self->history_view), "changed",
                           G_CALLBACK (query_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->search_entry, "search-changed",
                           G_CALLBACK (search_changed_cb), self, G_CONNECT_SWAPPED);

  /* a narrow window has room for who won, not for everybody who played */
  g_object_bind_property (self->switcher_title, "title-visible",
                          players, "visible",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
}

/**
 * lair_statistics_window_new:
 * @application: the application, whose history it shows
 * @parent: (nullable): the window it belongs to
 *
 * Reads the statistics from the history at once, the achievements and
 * players when their pages are first shown, the games as the history
 * list is scrolled, and all of it again when the history changes. An empty history shows "No Games Yet"; one that cannot
 * be opened shows why.
 *
 * Returns: (transfer full): the statistics window
 */
GtkWindow *
lair_statistics_window_new (LairApplication *application,
                            GtkWindow       *parent)
{
  LairStatisticsWindow *self;

  g_return_val_if_fail (LAIR_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  self = g_object_new (LAIR_TYPE_STATISTICS_WINDOW,
                       "application", application,
                       "transient-for", parent,
                       NULL);
  self->application = g_object_ref (application);
  load (self);
  return GTK_WINDOW (self);
}

/**
 * lair_statistics_window_show_game:
 * @self: a #LairStatisticsWindow
 * @id: a game of the history
 *
 * Opens the History page on the page of game @id, over the list, as if
 * the player had picked it there.
 */
void
lair_statistics_window_show_game (LairStatisticsWindow *self,
                                  gint64                id)
{
  g_return_if_fail (LAIR_IS_STATISTICS_WINDOW (self));

  if (self->history == NULL)
    return;
  pop_to_list (self);
  push_game (self, id);
}
