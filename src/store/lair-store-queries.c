/* lair-store-queries.c — what the history answers: statistics, totals,
 * the history list, the chart, the achievements and the adventure usage
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "lair-store-private.h"

static gboolean
get_stats (LairStore *self,
           LairStats *stats,
           GError   **error)
{
  g_autoptr(Stmt) stmt = NULL;
  const LairStoreCounter *counters;
  guint n_counters;
  int col = 0;
  int rc;

  stmt = lair_store_stmt (self, STMT_STATS, &rc);
  if (stmt == NULL)
    return lair_store_fail (self, rc, error);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    return lair_store_fail (self, rc, error);

  counters = lair_store_counters (&n_counters);
  stats->games_played = sqlite3_column_int64 (stmt, col++);
  for (guint i = 0; i < n_counters; i++)
    G_STRUCT_MEMBER (gint64, stats, counters[i].offset) = sqlite3_column_int64 (stmt, col++);
  stats->highest_winning_score = sqlite3_column_int64 (stmt, col++);
  stats->lowest_winning_score = sqlite3_column_int64 (stmt, col++);
  stats->winning_score_sum = sqlite3_column_int64 (stmt, col++);
  return TRUE;
}

/**
 * lair_store_get_stats:
 * @self: a #LairStore
 * @stats: (out caller-allocates): every statistic of the history
 * @error: why the history could not be read
 *
 * Adds up the whole history in one pass. The average winning score is
 * lair_stats_average() of the result. An empty history gives zeros.
 *
 * Returns: %TRUE on success
 */
gboolean
lair_store_get_stats (LairStore *self,
                      LairStats *stats,
                      GError   **error)
{
  gboolean ok;

  g_return_val_if_fail (LAIR_IS_STORE (self), FALSE);
  g_return_val_if_fail (stats != NULL, FALSE);

  memset (stats, 0, sizeof *stats);
  ok = get_stats (self, stats, error);
  lair_store_finish (self, error);
  return ok;
}

/**
 * lair_store_player_totals_free:
 * @totals: (nullable): totals from lair_store_get_player_totals()
 */
void
lair_store_player_totals_free (LairStorePlayerTotals *totals)
{
  if (totals == NULL)
    return;
  g_free (totals->name);
  g_free (totals);
}

static GPtrArray *
get_player_totals (LairStore *self,
                   GError   **error)
{
  g_autoptr(GPtrArray) result = g_ptr_array_new_with_free_func ((GDestroyNotify) lair_store_player_totals_free);
  g_autoptr(Stmt) stmt = NULL;
  int rc;

  stmt = lair_store_stmt (self, STMT_PLAYER_TOTALS, &rc);
  if (stmt == NULL)
    {
      lair_store_fail (self, rc, error);
      return NULL;
    }

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      LairStorePlayerTotals *totals = g_new0 (LairStorePlayerTotals, 1);
      int col = 0;

      totals->name = g_strdup ((const char *) sqlite3_column_text (stmt, col++));
      totals->games = sqlite3_column_int64 (stmt, col++);
      totals->wins = sqlite3_column_int64 (stmt, col++);
      totals->computer_games = sqlite3_column_int64 (stmt, col++);
      totals->money = sqlite3_column_int64 (stmt, col++);
      totals->gold_bars = sqlite3_column_int64 (stmt, col++);
      totals->best_score = sqlite3_column_type (stmt, col) == SQLITE_NULL ? -1 : sqlite3_column_int64 (stmt, col);
      col++;
      for (guint a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
        totals->achievements[a] = sqlite3_column_int64 (stmt, col++);
      g_ptr_array_add (result, totals);
    }
  if (rc != SQLITE_DONE)
    {
      lair_store_fail (self, rc, error);
      return NULL;
    }
  return g_steal_pointer (&result);
}

/**
 * lair_store_get_player_totals:
 * @self: a #LairStore
 * @error: why the history could not be read
 *
 * Totals per seat name: games, wins, money, gold bars, best winning score
 * (-1 if never won) and how often each achievement was earned. Names are
 * compared exactly as typed. Most games first.
 *
 * Returns: (transfer container) (element-type LairStorePlayerTotals) (nullable):
 *   the totals
 */
GPtrArray *
lair_store_get_player_totals (LairStore *self,
                              GError   **error)
{
  GPtrArray *result;

  g_return_val_if_fail (LAIR_IS_STORE (self), NULL);

  result = get_player_totals (self, error);
  lair_store_finish (self, error);
  return result;
}

/**
 * lair_store_count_games:
 * @self: a #LairStore
 * @error: why the history could not be read
 *
 * Returns: the number of games in the history, -1 on error
 */
gint64
lair_store_count_games (LairStore *self,
                        GError   **error)
{
  gint64 count = -1;
  int rc;

  g_return_val_if_fail (LAIR_IS_STORE (self), -1);

  rc = lair_store_query_int (self, STMT_COUNT_GAMES, &count);
  if (rc != SQLITE_OK)
    {
      count = -1;
      lair_store_fail (self, rc, error);
    }
  lair_store_finish (self, error);
  return count;
}

/* History */

G_DEFINE_BOXED_TYPE (LairStoreGame, lair_store_game, lair_store_game_ref, lair_store_game_unref)

/**
 * lair_store_game_ref:
 * @game: a #LairStoreGame
 *
 * Returns: (transfer full): @game
 */
LairStoreGame *
lair_store_game_ref (LairStoreGame *game)
{
  g_return_val_if_fail (game != NULL, NULL);

  g_atomic_int_inc (&game->ref_count);
  return game;
}

/**
 * lair_store_game_unref:
 * @game: (transfer full): a #LairStoreGame
 */
void
lair_store_game_unref (LairStoreGame *game)
{
  g_return_if_fail (game != NULL);

  if (!g_atomic_int_dec_and_test (&game->ref_count))
    return;
  g_clear_pointer (&game->date, g_date_time_unref);
  for (guint i = 0; i < LAIR_MAX_PLAYERS; i++)
    {
      g_free (game->seats[i].name);
      g_free (game->seats[i].level);
    }
  g_free (game);
}

static LairDungeonEnd
end_from_id (const char *id)
{
  static const LairDungeonEnd ends[] = { LAIR_END_LAIR, LAIR_END_LEFT, LAIR_END_EXHAUSTED };

  for (guint i = 0; i < G_N_ELEMENTS (ends); i++)
    if (g_strcmp0 (id, lair_end_id (ends[i])) == 0)
      return ends[i];
  return LAIR_END_NONE;
}

/* A game from the columns id, played_at, duration, seed, players,
 * winning_score, deepest and whether it has a replay, in that order. */
LairStoreGame *
lair_store_read_game_row (sqlite3_stmt *stmt)
{
  LairStoreGame *game = g_new0 (LairStoreGame, 1);

  game->ref_count = 1;
  game->id = sqlite3_column_int64 (stmt, 0);
  game->date = g_date_time_new_from_unix_local (sqlite3_column_int64 (stmt, 1));
  game->duration = sqlite3_column_int64 (stmt, 2) * 1000;
  game->seed = (guint64) sqlite3_column_int64 (stmt, 3);
  game->n_players = (guint) CLAMP (sqlite3_column_int (stmt, 4), 0, LAIR_MAX_PLAYERS);
  game->winning_score = sqlite3_column_int (stmt, 5);
  game->deepest = sqlite3_column_int (stmt, 6);
  game->has_replay = sqlite3_column_int (stmt, 7) != 0;
  return game;
}

/* One seat of @game from a row of STMT_HISTORY_SEATS or STMT_GAME_SEATS. */
void
lair_store_read_seat_row (LairStoreGame *game,
                          sqlite3_stmt  *stmt)
{
  int seat = sqlite3_column_int (stmt, 1);
  LairStoreGameSeat *s;

  if (seat < 0 || seat >= LAIR_MAX_PLAYERS)
    return;
  s = &game->seats[seat];
  g_free (s->name);
  g_free (s->level);
  s->name = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
  s->level = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
  s->computer = sqlite3_column_int (stmt, 4) != 0;
  s->winner = sqlite3_column_int (stmt, 5) != 0;
  s->chest = sqlite3_column_int (stmt, 6);
  s->gold_bars = sqlite3_column_int (stmt, 7);
  s->achievements = (guint32) sqlite3_column_int64 (stmt, 8);
  s->scares = sqlite3_column_int (stmt, 9);
  s->gems_lost = sqlite3_column_int (stmt, 10);
  s->deepest = sqlite3_column_int (stmt, 11);
  s->psychic_leaves = sqlite3_column_int (stmt, 12);
  s->hints = sqlite3_column_int (stmt, 13);
}

/* One dungeon of @game from a row of STMT_HISTORY_DUNGEONS or
 * STMT_GAME_DUNGEONS. */
void
lair_store_read_dungeon_row (LairStoreGame *game,
                             sqlite3_stmt  *stmt)
{
  int d = sqlite3_column_int (stmt, 1);
  LairDungeonRecord *dungeon;
  LairAdventure adventure = LAIR_ADVENTURE_BANKER;

  if (d < 0 || d >= LAIR_N_DUNGEONS)
    return;
  dungeon = &game->dungeons[d];
  lair_adventure_from_id ((const char *) sqlite3_column_text (stmt, 2), &adventure);
  dungeon->adventure = adventure;
  dungeon->end = end_from_id ((const char *) sqlite3_column_text (stmt, 3));
  dungeon->depth = sqlite3_column_int (stmt, 4);
  dungeon->lair_room = sqlite3_column_int (stmt, 5);
  dungeon->spiders_killed = sqlite3_column_int (stmt, 6);
  game->n_dungeons = MAX (game->n_dungeons, (guint) d + 1);
}

static LairStoreGame *
find_game (GPtrArray *games,
           gint64     id)
{
  /* the page is sorted by decreasing id */
  guint low = 0;
  guint high = games->len;

  while (low < high)
    {
      guint mid = (low + high) / 2;
      LairStoreGame *game = g_ptr_array_index (games, mid);

      if (game->id == id)
        return game;
      if (game->id > id)
        low = mid + 1;
      else
        high = mid;
    }
  return NULL;
}

static int
load_page_seats (LairStore *self,
                 GPtrArray *games,
                 gint64     first,
                 gint64     last)
{
  g_autoptr(Stmt) stmt = NULL;
  int rc;

  stmt = lair_store_stmt (self, STMT_HISTORY_SEATS, &rc);
  if (stmt == NULL)
    return rc;
  sqlite3_bind_int64 (stmt, 1, first);
  sqlite3_bind_int64 (stmt, 2, last);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      LairStoreGame *game = find_game (games, sqlite3_column_int64 (stmt, 0));

      if (game != NULL)
        lair_store_read_seat_row (game, stmt);
    }
  return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

static int
load_page_dungeons (LairStore *self,
                    GPtrArray *games,
                    gint64     first,
                    gint64     last)
{
  g_autoptr(Stmt) stmt = NULL;
  int rc;

  stmt = lair_store_stmt (self, STMT_HISTORY_DUNGEONS, &rc);
  if (stmt == NULL)
    return rc;
  sqlite3_bind_int64 (stmt, 1, first);
  sqlite3_bind_int64 (stmt, 2, last);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      LairStoreGame *game = find_game (games, sqlite3_column_int64 (stmt, 0));

      if (game != NULL)
        lair_store_read_dungeon_row (game, stmt);
    }
  return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

static GPtrArray *
get_history (LairStore *self,
             guint      offset,
             guint      limit,
             GError   **error)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) lair_store_game_unref);
  int rc;

  {
    g_autoptr(Stmt) stmt = lair_store_stmt (self, STMT_HISTORY_GAMES, &rc);

    if (stmt == NULL)
      {
        lair_store_fail (self, rc, error);
        return NULL;
      }
    sqlite3_bind_int64 (stmt, 1, limit);
    sqlite3_bind_int64 (stmt, 2, offset);
    while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
      {
        g_ptr_array_add (games, lair_store_read_game_row (stmt));
      }
    if (rc != SQLITE_DONE)
      {
        lair_store_fail (self, rc, error);
        return NULL;
      }
  }

  if (games->len > 0)
    {
      gint64 last = ((LairStoreGame *) g_ptr_array_index (games, 0))->id;
      gint64 first = ((LairStoreGame *) g_ptr_array_index (games, games->len - 1))->id;

      rc = load_page_seats (self, games, first, last);
      if (rc == SQLITE_OK)
        rc = load_page_dungeons (self, games, first, last);
      if (rc != SQLITE_OK)
        {
          lair_store_fail (self, rc, error);
          return NULL;
        }
    }
  return g_steal_pointer (&games);
}

/**
 * lair_store_get_history:
 * @self: a #LairStore
 * @offset: how many of the newest games to skip
 * @limit: the most games to return
 * @error: why the history could not be read
 *
 * One page of the history, newest game first, with seats and dungeons,
 * for a list that loads what it shows.
 *
 * Returns: (transfer container) (element-type LairStoreGame) (nullable):
 *   the games
 */
GPtrArray *
lair_store_get_history (LairStore *self,
                        guint      offset,
                        guint      limit,
                        GError   **error)
{
  GPtrArray *result;

  g_return_val_if_fail (LAIR_IS_STORE (self), NULL);

  result = get_history (self, offset, limit, error);
  lair_store_finish (self, error);
  return result;
}

static GArray *
get_winning_scores (LairStore *self,
                    guint      max_points,
                    GError   **error)
{
  g_autoptr(GArray) points = g_array_new (FALSE, TRUE, sizeof (LairStoreScorePoint));
  g_autoptr(Stmt) stmt = NULL;
  LairStoreScorePoint point = { 0 };
  gint64 n_games = 0;
  gint64 per_point = 1;
  double sum = 0;
  int rc;

  if (max_points > 0)
    {
      rc = lair_store_query_int (self, STMT_COUNT_GAMES, &n_games);
      if (rc != SQLITE_OK)
        {
          lair_store_fail (self, rc, error);
          return NULL;
        }
      per_point = MAX (1, (n_games + max_points - 1) / max_points);
    }

  stmt = lair_store_stmt (self, STMT_SCORES, &rc);
  if (stmt == NULL)
    {
      lair_store_fail (self, rc, error);
      return NULL;
    }

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      if (point.n_games == 0)
        {
          point.game_id = sqlite3_column_int64 (stmt, 0);
          point.date = sqlite3_column_int64 (stmt, 1);
          sum = 0;
        }
      sum += (double) sqlite3_column_int64 (stmt, 2);
      if (++point.n_games == per_point)
        {
          point.score = sum / point.n_games;
          g_array_append_val (points, point);
          point.n_games = 0;
        }
    }
  if (rc != SQLITE_DONE)
    {
      lair_store_fail (self, rc, error);
      return NULL;
    }
  if (point.n_games > 0)
    {
      point.score = sum / point.n_games;
      g_array_append_val (points, point);
    }
  return g_steal_pointer (&points);
}

/**
 * lair_store_get_winning_scores:
 * @self: a #LairStore
 * @max_points: the most points wanted, 0 for one per game
 * @error: why the history could not be read
 *
 * The winning scores over time, oldest first, for a chart. With more
 * games than @max_points, consecutive games are averaged into at most
 * @max_points points.
 *
 * Returns: (transfer full) (element-type LairStoreScorePoint) (nullable):
 *   the points
 */
GArray *
lair_store_get_winning_scores (LairStore *self,
                               guint      max_points,
                               GError   **error)
{
  GArray *result;

  g_return_val_if_fail (LAIR_IS_STORE (self), NULL);

  result = get_winning_scores (self, max_points, error);
  lair_store_finish (self, error);
  return result;
}

/**
 * lair_store_achievement_entry_free:
 * @entry: (nullable): an entry from lair_store_get_achievement_log()
 */
void
lair_store_achievement_entry_free (LairStoreAchievementEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->name);
  g_free (entry);
}

static GPtrArray *
get_achievement_log (LairStore *self,
                     guint      offset,
                     guint      limit,
                     GError   **error)
{
  g_autoptr(GPtrArray) entries =
    g_ptr_array_new_with_free_func ((GDestroyNotify) lair_store_achievement_entry_free);
  g_autoptr(Stmt) stmt = NULL;
  int rc;

  stmt = lair_store_stmt (self, STMT_ACHIEVEMENT_LOG, &rc);
  if (stmt == NULL)
    {
      lair_store_fail (self, rc, error);
      return NULL;
    }
  sqlite3_bind_int64 (stmt, 1, limit);
  sqlite3_bind_int64 (stmt, 2, offset);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      LairStoreAchievementEntry *entry;
      LairAchievement achievement;

      /* an achievement of a newer version is skipped */
      if (!lair_achievement_from_id ((const char *) sqlite3_column_text (stmt, 2), &achievement))
        continue;
      entry = g_new0 (LairStoreAchievementEntry, 1);
      entry->game_id = sqlite3_column_int64 (stmt, 0);
      entry->date = sqlite3_column_int64 (stmt, 1);
      entry->achievement = achievement;
      entry->name = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
      g_ptr_array_add (entries, entry);
    }
  if (rc != SQLITE_DONE)
    {
      lair_store_fail (self, rc, error);
      return NULL;
    }
  return g_steal_pointer (&entries);
}

/**
 * lair_store_get_achievement_log:
 * @self: a #LairStore
 * @offset: how many of the newest entries to skip
 * @limit: the most entries to return
 * @error: why the history could not be read
 *
 * Who earned which achievement in which game, newest first.
 *
 * Returns: (transfer container) (element-type LairStoreAchievementEntry) (nullable):
 *   the entries
 */
GPtrArray *
lair_store_get_achievement_log (LairStore *self,
                                guint      offset,
                                guint      limit,
                                GError   **error)
{
  GPtrArray *result;

  g_return_val_if_fail (LAIR_IS_STORE (self), NULL);

  result = get_achievement_log (self, offset, limit, error);
  lair_store_finish (self, error);
  return result;
}

/* Adventure usage */

static int
write_usage (LairStore  *self,
             const gint *usage,
             const gboolean *which)
{
  g_autoptr(Stmt) stmt = NULL;
  int rc;

  stmt = lair_store_stmt (self, STMT_USAGE_SET, &rc);
  if (stmt == NULL)
    return rc;
  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    {
      if (which != NULL && !which[i])
        continue;
      sqlite3_bind_text (stmt, 1, lair_adventure_id (i), -1, SQLITE_STATIC);
      sqlite3_bind_int (stmt, 2, usage[i]);
      rc = sqlite3_step (stmt);
      lair_store_stmt_release (stmt);
      if (rc != SQLITE_DONE)
        return rc;
    }
  return SQLITE_OK;
}

static int
write_usage_transaction (LairStore      *self,
                         const gint     *usage,
                         const gboolean *which)
{
  int rc;

  rc = lair_store_begin_write (self);
  if (rc != SQLITE_OK)
    return rc;
  rc = write_usage (self, usage, which);
  if (rc == SQLITE_OK)
    rc = lair_store_commit_write (self);
  if (rc != SQLITE_OK)
    lair_store_rollback_write (self);
  return rc;
}

static gboolean
get_usage (LairStore *self,
           gint      *usage,
           GError   **error)
{
  gboolean known[LAIR_N_ADVENTURES] = { FALSE };
  gboolean missing[LAIR_N_ADVENTURES] = { FALSE };
  gboolean any_missing = FALSE;
  gboolean any_known = FALSE;
  gint minimum = 0;
  int rc;

  {
    g_autoptr(Stmt) stmt = lair_store_stmt (self, STMT_USAGE_GET, &rc);

    if (stmt == NULL)
      return lair_store_fail (self, rc, error);
    while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
      {
        LairAdventure adventure;
        gint count = sqlite3_column_int (stmt, 1);

        /* the current minimum counts every adventure of the table, even
         * one this version does not know */
        minimum = any_known ? MIN (minimum, count) : count;
        any_known = TRUE;
        if (lair_adventure_from_id ((const char *) sqlite3_column_text (stmt, 0), &adventure))
          {
            usage[adventure] = count;
            known[adventure] = TRUE;
          }
      }
    if (rc != SQLITE_DONE)
      return lair_store_fail (self, rc, error);
  }

  /* new adventures start at the current minimum */
  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    if (!known[i])
      {
        usage[i] = minimum;
        missing[i] = TRUE;
        any_missing = TRUE;
      }

  if (any_missing && self->writable)
    {
      rc = write_usage_transaction (self, usage, missing);
      if (lair_store_is_corrupt (rc))
        return lair_store_fail (self, rc, error);
    }
  return TRUE;
}

/**
 * lair_store_get_usage:
 * @self: a #LairStore
 * @usage: (out caller-allocates) (array fixed-size=10): the usage count of
 *   every adventure, by #LairAdventure
 * @error: why the history could not be read
 *
 * Reads the adventure usage counts for a new game. An adventure the
 * history has no count for starts at the current minimum, and is written
 * so from now on.
 *
 * Returns: %TRUE on success; on failure @usage is all zeros
 */
gboolean
lair_store_get_usage (LairStore *self,
                      gint      *usage,
                      GError   **error)
{
  gboolean ok;

  g_return_val_if_fail (LAIR_IS_STORE (self), FALSE);
  g_return_val_if_fail (usage != NULL, FALSE);

  memset (usage, 0, sizeof (gint) * LAIR_N_ADVENTURES);
  ok = get_usage (self, usage, error);
  if (!ok)
    memset (usage, 0, sizeof (gint) * LAIR_N_ADVENTURES);
  lair_store_finish (self, error);
  return ok;
}

/**
 * lair_store_set_usage:
 * @self: a #LairStore
 * @usage: (array fixed-size=10): the usage count of every adventure
 * @error: why the counts were not written
 *
 * Writes back the usage counts after a dungeon is built.
 *
 * Returns: %TRUE on success
 */
gboolean
lair_store_set_usage (LairStore  *self,
                      const gint *usage,
                      GError    **error)
{
  gboolean ok = TRUE;
  int rc;

  g_return_val_if_fail (LAIR_IS_STORE (self), FALSE);
  g_return_val_if_fail (usage != NULL, FALSE);

  if (!self->writable)
    {
      g_set_error_literal (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_READ_ONLY,
                           _("The game history cannot be written."));
      return FALSE;
    }

  rc = write_usage_transaction (self, usage, NULL);
  if (rc != SQLITE_OK)
    ok = lair_store_fail (self, rc, error);
  lair_store_finish (self, error);
  return ok;
}

static char *
backup_path (LairStore *self)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  char *path = g_strdup_printf ("%s.backup-%s", self->path, stamp);

  for (guint n = 2; g_file_test (path, G_FILE_TEST_EXISTS); n++)
    {
      g_free (path);
      path = g_strdup_printf ("%s.backup-%s-%u", self->path, stamp, n);
    }
  return path;
}

/* Copies the whole history into a new file at @path. */
static gboolean
write_backup (LairStore  *self,
              const char *path,
              GError    **error)
{
  sqlite3 *copy = NULL;
  sqlite3_backup *backup;
  int rc;

  rc = sqlite3_open_v2 (path, &copy, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_EXCLUSIVE, NULL);
  if (rc == SQLITE_OK)
    {
      backup = sqlite3_backup_init (copy, "main", self->db, "main");
      if (backup == NULL)
        rc = sqlite3_errcode (copy);
      else
        {
          rc = sqlite3_backup_step (backup, -1);
          if (rc == SQLITE_DONE)
            rc = SQLITE_OK;
          sqlite3_backup_finish (backup);
        }
    }
  if (copy != NULL)
    sqlite3_close (copy);
  if (rc != SQLITE_OK)
    {
      g_unlink (path);
      g_set_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_FAILED,
                   _("The statistics were not reset: no copy of the game history could be kept (%s)."),
                   sqlite3_errstr (rc));
      return FALSE;
    }
  return TRUE;
}

/**
 * lair_store_reset:
 * @self: a #LairStore
 * @error: why the history could not be cleared
 *
 * Forgets every game, as "Reset statistics" asks, after copying the whole
 * history into a file of its own beside it
 * (`history.db.backup-YYYYmmdd-HHMMSS`), which can be opened again by
 * putting it in the history's place. The adventure usage counts stay,
 * since they are no statistic. Without a copy nothing is forgotten.
 *
 * Returns: (transfer full) (nullable): the path of the copy, or %NULL if
 *   the history was not reset
 */
char *
lair_store_reset (LairStore *self,
                  GError   **error)
{
  g_autofree char *backup = NULL;
  gboolean ok = TRUE;
  int rc;

  g_return_val_if_fail (LAIR_IS_STORE (self), NULL);

  if (!self->writable)
    {
      g_set_error_literal (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_READ_ONLY,
                           _("The game history cannot be written."));
      return NULL;
    }

  lair_store_check_file (self);
  backup = backup_path (self);
  if (!write_backup (self, backup, error))
    return NULL;

  rc = lair_store_begin_write (self);
  if (rc == SQLITE_OK)
    rc = sqlite3_exec (self->db,
                       "DELETE FROM stats_blocks; DELETE FROM name_blocks; DELETE FROM depth_blocks;"
                       " DELETE FROM achievements; DELETE FROM dungeons;"
                       " DELETE FROM seats; DELETE FROM games;",
                       NULL, NULL, NULL);
  if (rc == SQLITE_OK)
    rc = lair_store_commit_write (self);
  if (rc != SQLITE_OK)
    {
      lair_store_rollback_write (self);
      ok = lair_store_fail (self, rc, error);
    }
  lair_store_finish (self, error);
  if (!ok)
    {
      g_unlink (backup);
      return NULL;
    }
  lair_store_emit_changed (self);
  return g_steal_pointer (&backup);
}
