/* lair-store-sql.c — the statements the store prepares once and reuses
 *
 * Every value comes in through a bound parameter. The statements built
 * here are made of the column names below, never of anything a player
 * typed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-store-private.h"

#define COUNTER(name) { #name, G_STRUCT_OFFSET (LairStats, name) }
static const LairStoreCounter counters[] = {
  COUNTER (players), COUNTER (gems_looted), COUNTER (gold_bars_looted),
  COUNTER (gold_bars_value), COUNTER (sphinx_coins_looted), COUNTER (lone_leavers),
  COUNTER (banker_profit), COUNTER (monte_losses), COUNTER (sun_standers),
  COUNTER (moon_standers), COUNTER (lava_lakes_crossed), COUNTER (scout_reports),
  COUNTER (mushrooms_eaten), COUNTER (devil_deals), COUNTER (little_people_helped),
  COUNTER (spiders_killed), COUNTER (min_depth), COUNTER (max_depth),
  COUNTER (spider_lairs), COUNTER (gems_stolen), COUNTER (psychics),
  COUNTER (games_with_ais), COUNTER (games_won_by_ais),
};
#undef COUNTER

/* games_played and the three winning-score fields come from COUNT(*) and
 * the winning_score column; a new field in LairStats needs a column. */
G_STATIC_ASSERT (sizeof (LairStats) / sizeof (gint64) == G_N_ELEMENTS (counters) + 4);

/* The columns of name_blocks that count each achievement, by bit. */
static const char * const achievement_columns[] = {
  "highest_score", "deepest_explorer", "most_gems_lost", "bold", "timid", "psychic", "skynet",
};
G_STATIC_ASSERT (G_N_ELEMENTS (achievement_columns) == LAIR_N_ACHIEVEMENTS);

static const char *sql[N_STMTS] = {
  [STMT_BEGIN] = "BEGIN IMMEDIATE",
  [STMT_COMMIT] = "COMMIT",
  [STMT_ROLLBACK] = "ROLLBACK",
  [STMT_SAVEPOINT] = "SAVEPOINT game",
  [STMT_RELEASE] = "RELEASE game",
  [STMT_ROLLBACK_TO] = "ROLLBACK TO game",
  [STMT_BEST_SCORE] = "SELECT MAX (winning_score) FROM games",
  [STMT_DEEPEST] = "SELECT MAX (deepest) FROM games",
  [STMT_INSERT_SEAT] =
    "INSERT INTO seats (game_id, seat, name, computer, level, chest, gold_bars, winner,"
    " achievements, scares, gems_lost, deepest, psychic_leaves, hints)"
    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
  [STMT_INSERT_ACHIEVEMENT] =
    "INSERT INTO achievements (game_id, seat, achievement) VALUES (?1, ?2, ?3)",
  [STMT_INSERT_DUNGEON] =
    "INSERT INTO dungeons (game_id, dungeon, adventure, end_kind, depth, lair_room, spiders_killed)"
    " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
  [STMT_LAST_BLOCK] = "SELECT IFNULL (MAX (last_id), 0) FROM stats_blocks",
  [STMT_COUNT_GAMES] = "SELECT COUNT (*) FROM games",
  [STMT_HISTORY_GAMES] =
    "SELECT id, played_at, duration, seed, players, winning_score, deepest, replay IS NOT NULL"
    " FROM games ORDER BY id DESC LIMIT ?1 OFFSET ?2",
  [STMT_HISTORY_SEATS] =
    "SELECT game_id, seat, name, level, computer, winner, chest, gold_bars, achievements,"
    " IFNULL (scares, -1), IFNULL (gems_lost, -1), IFNULL (deepest, -1), IFNULL (psychic_leaves, -1),"
    " IFNULL (hints, -1)"
    " FROM seats WHERE game_id BETWEEN ?1 AND ?2",
  [STMT_HISTORY_DUNGEONS] =
    "SELECT game_id, dungeon, adventure, end_kind, depth, lair_room, spiders_killed"
    " FROM dungeons WHERE game_id BETWEEN ?1 AND ?2",
  [STMT_SCORES] = "SELECT id, played_at, winning_score FROM games ORDER BY id",
  [STMT_ACHIEVEMENT_LOG] =
    "SELECT a.game_id, g.played_at, a.achievement, s.name"
    " FROM achievements AS a"
    " JOIN games AS g ON g.id = a.game_id"
    " JOIN seats AS s ON s.game_id = a.game_id AND s.seat = a.seat"
    " ORDER BY a.game_id DESC, a.seat, a.achievement LIMIT ?1 OFFSET ?2",
  [STMT_GAME_ROW] =
    "SELECT id, played_at, duration, seed, players, winning_score, deepest, replay IS NOT NULL, replay"
    " FROM games WHERE id = ?1",
  [STMT_GAME_SEATS] =
    "SELECT game_id, seat, name, level, computer, winner, chest, gold_bars, achievements,"
    " IFNULL (scares, -1), IFNULL (gems_lost, -1), IFNULL (deepest, -1), IFNULL (psychic_leaves, -1),"
    " IFNULL (hints, -1)"
    " FROM seats WHERE game_id = ?1",
  [STMT_GAME_DUNGEONS] =
    "SELECT game_id, dungeon, adventure, end_kind, depth, lair_room, spiders_killed"
    " FROM dungeons WHERE game_id = ?1",
  [STMT_COUNT_NAMED] = "SELECT COUNT (DISTINCT game_id) FROM seats WHERE name = ?1",
  [STMT_PLAYER_PAGE] =
    "SELECT COUNT (*), IFNULL (SUM (winner), 0), IFNULL (SUM (computer), 0), IFNULL (SUM (chest), 0),"
    " MAX (chest), IFNULL (SUM (gold_bars), 0),"
    " IFNULL (SUM (achievements & 1), 0), IFNULL (SUM ((achievements >> 1) & 1), 0),"
    " IFNULL (SUM ((achievements >> 2) & 1), 0), IFNULL (SUM ((achievements >> 3) & 1), 0),"
    " IFNULL (SUM ((achievements >> 4) & 1), 0), IFNULL (SUM ((achievements >> 5) & 1), 0),"
    " IFNULL (SUM ((achievements >> 6) & 1), 0),"
    " SUM (hints)"
    " FROM seats WHERE name = ?1",
  [STMT_BUILD_DEPTH_BLOCK] =
    "INSERT INTO depth_blocks (last_id, depth, dungeons)"
    " SELECT ?2, depth, COUNT (*) FROM dungeons WHERE game_id > ?1 AND game_id <= ?2 GROUP BY depth",
  [STMT_DEPTHS] =
    "SELECT depth, SUM (n) FROM"
    " (SELECT depth, dungeons AS n FROM depth_blocks"
    "  UNION ALL"
    "  SELECT depth, COUNT (*) FROM dungeons"
    "  WHERE game_id > (SELECT IFNULL (MAX (last_id), 0) FROM stats_blocks) GROUP BY depth)"
    " GROUP BY depth ORDER BY depth",
  [STMT_USAGE_GET] = "SELECT adventure, count FROM usage",
  [STMT_USAGE_SET] =
    "INSERT INTO usage (adventure, count) VALUES (?1, ?2)"
    " ON CONFLICT (adventure) DO UPDATE SET count = excluded.count",
};

const LairStoreCounter *
lair_store_counters (guint *n_counters)
{
  *n_counters = G_N_ELEMENTS (counters);
  return counters;
}

/* The statistics are the sums of the blocks plus the aggregate of the
 * games after the last block; a block holds the same aggregate over its
 * games. "GROUP BY +name" keeps SQLite from walking the whole name index
 * to save a sort, where the few seats after the last block are wanted. */
void
lair_store_sql_init (void)
{
  g_autoptr(GString) insert = g_string_new ("INSERT INTO games (played_at, duration, seed, winning_score, deepest");
  g_autoptr(GString) values = g_string_new (" VALUES (?1, ?2, ?3, ?4, ?5");
  g_autoptr(GString) aggregates = g_string_new ("COUNT (*)");
  g_autoptr(GString) columns = g_string_new ("games");
  g_autoptr(GString) sums = g_string_new ("SUM (games)");
  g_autoptr(GString) name_aggregates = g_string_new ("COUNT (*), SUM (winner), SUM (computer), SUM (chest), SUM (gold_bars),"
                                           " MAX (CASE WHEN winner THEN chest END)");
  g_autoptr(GString) name_columns = g_string_new ("games, wins, computer_games, money, gold_bars, best_score");
  g_autoptr(GString) name_sums = g_string_new ("SUM (games), SUM (wins), SUM (computer_games), SUM (money), SUM (gold_bars),"
                                     " MAX (best_score)");

  if (sql[STMT_STATS] != NULL)
    return;

  for (guint i = 0; i < G_N_ELEMENTS (counters); i++)
    {
      const char *column = counters[i].column;

      g_string_append_printf (insert, ", %s", column);
      g_string_append_printf (values, ", ?%u", LAIR_STORE_GAME_FIRST_COUNTER + i);
      g_string_append_printf (columns, ", %s", column);
      /* a game without a dungeon has min_depth 0, which is no depth */
      if (g_str_equal (column, "min_depth"))
        {
          g_string_append (aggregates, ", MIN (NULLIF (min_depth, 0))");
          g_string_append (sums, ", MIN (min_depth)");
        }
      else if (g_str_equal (column, "max_depth"))
        {
          g_string_append (aggregates, ", MAX (max_depth)");
          g_string_append (sums, ", MAX (max_depth)");
        }
      else
        {
          g_string_append_printf (aggregates, ", SUM (%s)", column);
          g_string_append_printf (sums, ", SUM (%s)", column);
        }
    }
  /* the replay comes after the counters */
  g_string_append (insert, ", replay)");
  g_string_append_printf (values, ", ?%u)", (guint) (LAIR_STORE_GAME_FIRST_COUNTER + G_N_ELEMENTS (counters)));
  g_string_append_len (insert, values->str, (gssize) values->len);
  g_string_append (aggregates, ", MAX (winning_score), MIN (winning_score), SUM (winning_score)");
  g_string_append (columns, ", highest_winning_score, lowest_winning_score, winning_score_sum");
  g_string_append (sums, ", MAX (highest_winning_score), MIN (lowest_winning_score), SUM (winning_score_sum)");

  for (guint a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
    {
      g_string_append_printf (name_aggregates, ", SUM ((achievements >> %u) & 1)", a);
      g_string_append_printf (name_columns, ", %s", achievement_columns[a]);
      g_string_append_printf (name_sums, ", SUM (%s)", achievement_columns[a]);
    }

  sql[STMT_INSERT_GAME] = g_string_free (g_steal_pointer (&insert), FALSE);
  sql[STMT_STATS] = g_strdup_printf ("SELECT %s FROM"
                                     " (SELECT %s FROM stats_blocks"
                                     "  UNION ALL"
                                     "  SELECT %s FROM games"
                                     "  WHERE id > (SELECT IFNULL (MAX (last_id), 0) FROM stats_blocks))",
                                     sums->str, columns->str, aggregates->str);
  sql[STMT_BUILD_STATS_BLOCK] = g_strdup_printf ("INSERT INTO stats_blocks (last_id, first_id, %s)"
                                                 " SELECT MAX (id), MIN (id), %s FROM games WHERE id > ?1",
                                                 columns->str, aggregates->str);
  sql[STMT_BUILD_NAME_BLOCK] = g_strdup_printf ("INSERT INTO name_blocks (last_id, name, %s)"
                                                " SELECT ?2, name, %s FROM seats"
                                                " WHERE game_id > ?1 AND game_id <= ?2 GROUP BY +name",
                                                name_columns->str, name_aggregates->str);
  sql[STMT_PLAYER_TOTALS] = g_strdup_printf ("SELECT name, %s FROM"
                                             " (SELECT name, %s FROM name_blocks"
                                             "  UNION ALL"
                                             "  SELECT name, %s FROM seats"
                                             "  WHERE game_id > (SELECT IFNULL (MAX (last_id), 0) FROM stats_blocks)"
                                             "  GROUP BY +name)"
                                             " GROUP BY name ORDER BY SUM (games) DESC, name",
                                             name_sums->str, name_columns->str, name_aggregates->str);

}

const char *
lair_store_sql (StmtId id)
{
  return sql[id];
}
