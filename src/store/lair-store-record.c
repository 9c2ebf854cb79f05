/* lair-store-record.c — writing a finished game into the history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-store-private.h"

/* a batch commits every so many games, so the log stays small */
#define BATCH_GAMES 1000

int
lair_store_begin_write (LairStore *self)
{
  int rc;

  if (!self->batch)
    return lair_store_run (self, STMT_BEGIN);

  if (!self->in_batch_transaction)
    {
      rc = lair_store_run (self, STMT_BEGIN);
      if (rc != SQLITE_OK)
        return rc;
      self->in_batch_transaction = TRUE;
    }
  return lair_store_run (self, STMT_SAVEPOINT);
}

int
lair_store_commit_write (LairStore *self)
{
  if (!self->batch)
    return lair_store_run (self, STMT_COMMIT);
  return lair_store_run (self, STMT_RELEASE);
}

void
lair_store_rollback_write (LairStore *self)
{
  if (sqlite3_get_autocommit (self->db))
    {
      /* SQLite already rolled everything back (a full disk can make it),
       * the earlier games of an open batch with it */
      if (self->in_batch_transaction)
        self->batch_lost += self->batch_games;
      self->batch_games = 0;
      self->in_batch_transaction = FALSE;
      return;
    }
  if (!self->batch)
    {
      lair_store_run (self, STMT_ROLLBACK);
      return;
    }
  lair_store_run (self, STMT_ROLLBACK_TO);
  lair_store_run (self, STMT_RELEASE);
}

/* Commits the games of a batch so far; on failure they are all lost. */
int
lair_store_end_batch_transaction (LairStore *self)
{
  int rc;

  self->in_batch_transaction = FALSE;
  rc = lair_store_run (self, STMT_COMMIT);
  if (rc != SQLITE_OK && !sqlite3_get_autocommit (self->db))
    lair_store_run (self, STMT_ROLLBACK);
  if (rc != SQLITE_OK)
    self->batch_lost += self->batch_games;
  self->batch_games = 0;
  return rc;
}

int
lair_store_query_int (LairStore *self,
                      StmtId     id,
                      gint64    *out)
{
  g_autoptr(Stmt) stmt = NULL;
  int rc;

  stmt = lair_store_stmt (self, id, &rc);
  if (stmt == NULL)
    return rc;
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    return rc;
  *out = sqlite3_column_type (stmt, 0) == SQLITE_NULL ? -1 : sqlite3_column_int64 (stmt, 0);
  return SQLITE_OK;
}

static int
insert_seats (LairStore               *self,
              gint64                   game_id,
              const LairStoreGameInfo *info,
              const LairGameRecord    *record)
{
  g_autoptr(Stmt) seat_stmt = NULL;
  g_autoptr(Stmt) achievement_stmt = NULL;
  int rc;

  seat_stmt = lair_store_stmt (self, STMT_INSERT_SEAT, &rc);
  if (seat_stmt == NULL)
    return rc;
  achievement_stmt = lair_store_stmt (self, STMT_INSERT_ACHIEVEMENT, &rc);
  if (achievement_stmt == NULL)
    return rc;

  for (guint i = 0; i < record->n_players; i++)
    {
      const LairSeatRecord *seat = &record->seats[i];
      const char *name = info->seats[i].name;
      g_autofree char *valid_name = NULL;

      /* names are kept as typed; only bytes that are no text are replaced */
      if (!g_utf8_validate (name, -1, NULL))
        name = valid_name = g_utf8_make_valid (name, -1);

      sqlite3_bind_int64 (seat_stmt, 1, game_id);
      sqlite3_bind_int (seat_stmt, 2, (int) i);
      sqlite3_bind_text (seat_stmt, 3, name, -1, SQLITE_STATIC);
      sqlite3_bind_int (seat_stmt, 4, seat->computer ? 1 : 0);
      if (info->seats[i].level != NULL)
        sqlite3_bind_text (seat_stmt, 5, info->seats[i].level, -1, SQLITE_STATIC);
      else
        sqlite3_bind_null (seat_stmt, 5);
      sqlite3_bind_int (seat_stmt, 6, seat->chest);
      sqlite3_bind_int (seat_stmt, 7, seat->gold_bars);
      sqlite3_bind_int (seat_stmt, 8, seat->winner ? 1 : 0);
      sqlite3_bind_int64 (seat_stmt, 9, seat->achievements);
      sqlite3_bind_int (seat_stmt, 10, seat->scares);
      sqlite3_bind_int (seat_stmt, 11, seat->gems_lost);
      sqlite3_bind_int (seat_stmt, 12, seat->deepest);
      sqlite3_bind_int (seat_stmt, 13, seat->psychic_leaves);
      sqlite3_bind_int (seat_stmt, 14, seat->hints);
      rc = sqlite3_step (seat_stmt);
      lair_store_stmt_release (seat_stmt);
      if (rc != SQLITE_DONE)
        return rc;

      for (guint a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
        {
          if (!(seat->achievements & (1u << a)))
            continue;
          sqlite3_bind_int64 (achievement_stmt, 1, game_id);
          sqlite3_bind_int (achievement_stmt, 2, (int) i);
          sqlite3_bind_text (achievement_stmt, 3, lair_achievement_id (a), -1, SQLITE_STATIC);
          rc = sqlite3_step (achievement_stmt);
          lair_store_stmt_release (achievement_stmt);
          if (rc != SQLITE_DONE)
            return rc;
        }
    }
  return SQLITE_OK;
}

static int
insert_dungeons (LairStore            *self,
                 gint64                game_id,
                 const LairGameRecord *record)
{
  g_autoptr(Stmt) stmt = NULL;
  int rc;

  stmt = lair_store_stmt (self, STMT_INSERT_DUNGEON, &rc);
  if (stmt == NULL)
    return rc;

  for (guint d = 0; d < record->n_dungeons && d < LAIR_N_DUNGEONS; d++)
    {
      const LairDungeonRecord *dungeon = &record->dungeons[d];

      sqlite3_bind_int64 (stmt, 1, game_id);
      sqlite3_bind_int (stmt, 2, (int) d);
      sqlite3_bind_text (stmt, 3, lair_adventure_id (dungeon->adventure), -1, SQLITE_STATIC);
      sqlite3_bind_text (stmt, 4, lair_end_id (dungeon->end), -1, SQLITE_STATIC);
      sqlite3_bind_int (stmt, 5, dungeon->depth);
      sqlite3_bind_int (stmt, 6, dungeon->lair_room);
      sqlite3_bind_int (stmt, 7, dungeon->spiders_killed);
      rc = sqlite3_step (stmt);
      lair_store_stmt_release (stmt);
      if (rc != SQLITE_DONE)
        return rc;
    }
  return SQLITE_OK;
}

static int
insert_game (LairStore               *self,
             const LairStoreGameInfo *info,
             const LairGameRecord    *record,
             gint64                  *out_id)
{
  g_autoptr(Stmt) stmt = NULL;
  g_autoptr(GBytes) replay = lair_store_pack_replay (info, record);
  const LairStoreCounter *counters;
  guint n_counters;
  gint64 played_at;
  gint64 game_id;
  int rc;

  stmt = lair_store_stmt (self, STMT_INSERT_GAME, &rc);
  if (stmt == NULL)
    return rc;

  if (info->date != NULL)
    played_at = g_date_time_to_unix (info->date);
  else
    played_at = g_get_real_time () / G_USEC_PER_SEC;

  sqlite3_bind_int64 (stmt, 1, played_at);
  sqlite3_bind_int64 (stmt, 2, info->duration / 1000);
  sqlite3_bind_int64 (stmt, 3, (gint64) info->seed);
  sqlite3_bind_int (stmt, 4, record->winning_score);
  sqlite3_bind_int (stmt, 5, record->deepest);
  counters = lair_store_counters (&n_counters);
  for (guint i = 0; i < n_counters; i++)
    sqlite3_bind_int64 (stmt, LAIR_STORE_GAME_FIRST_COUNTER + (int) i,
                        G_STRUCT_MEMBER (gint64, &record->stats, counters[i].offset));
  if (replay != NULL)
    sqlite3_bind_blob (stmt, LAIR_STORE_GAME_FIRST_COUNTER + (int) n_counters,
                       g_bytes_get_data (replay, NULL), (int) g_bytes_get_size (replay), SQLITE_STATIC);
  else
    sqlite3_bind_null (stmt, LAIR_STORE_GAME_FIRST_COUNTER + (int) n_counters);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_DONE)
    return rc;
  game_id = sqlite3_last_insert_rowid (self->db);

  rc = insert_seats (self, game_id, info, record);
  if (rc == SQLITE_OK)
    rc = insert_dungeons (self, game_id, record);
  if (rc == SQLITE_OK)
    *out_id = game_id;
  return rc;
}

/* Sums the games after @last up to @game_id into a block of one kind;
 * a statement that reads to the end asks for @last alone */
static int
build_block (LairStore *self,
             StmtId     id,
             gint64     last,
             gint64     game_id)
{
  g_autoptr(Stmt) stmt = NULL;
  int rc;

  if ((stmt = lair_store_stmt (self, id, &rc)) == NULL)
    return rc;
  sqlite3_bind_int64 (stmt, 1, last);
  if (sqlite3_bind_parameter_count (stmt) > 1)
    sqlite3_bind_int64 (stmt, 2, game_id);
  rc = sqlite3_step (stmt);
  return rc == SQLITE_DONE ? SQLITE_OK : rc;
}

/* Sums the games since the last block into a new one once there are
 * enough of them. */
static int
update_blocks (LairStore *self,
               gint64     game_id)
{
  gint64 last = 0;
  int rc;

  rc = lair_store_query_int (self, STMT_LAST_BLOCK, &last);
  if (rc != SQLITE_OK)
    return rc;

  /* Ids only grow while blocks exist. Should that ever fail, the blocks
   * go, and the statistics read every game until they are built again. */
  if (game_id <= last)
    return sqlite3_exec (self->db, "DELETE FROM stats_blocks; DELETE FROM name_blocks; DELETE FROM depth_blocks;",
                         NULL, NULL, NULL);
  if (game_id - last < LAIR_STORE_BLOCK_GAMES)
    return SQLITE_OK;

  rc = build_block (self, STMT_BUILD_STATS_BLOCK, last, game_id);
  if (rc == SQLITE_OK)
    rc = build_block (self, STMT_BUILD_NAME_BLOCK, last, game_id);
  if (rc == SQLITE_OK)
    rc = build_block (self, STMT_BUILD_DEPTH_BLOCK, last, game_id);
  return rc;
}

static const char *
why_not_written (LairStore *self,
                 int        rc)
{
  int primary = rc & 0xff;

  if (!self->writable || primary == SQLITE_READONLY || primary == SQLITE_CANTOPEN ||
      primary == SQLITE_PERM)
    return _("the game history cannot be written");
  if (primary == SQLITE_FULL)
    return _("the disk is full");
  if (primary == SQLITE_BUSY)
    return _("another Spider Lair is writing the game history");
  return sqlite3_errstr (rc);
}

/* Every game the caller was told was recorded and is not is named in the
 * error, so a batch that SQLite undid is never lost silently. */
static gboolean
not_recorded (LairStore *self,
              int        rc,
              GError   **error)
{
  guint lost = self->batch_lost;

  if (lair_store_is_corrupt (rc))
    return lair_store_fail (self, rc, error);

  self->batch_lost = 0;
  if (lost == 0)
    g_set_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NOT_RECORDED,
                 _("This game was not recorded: %s."), why_not_written (self, rc));
  else
    g_set_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NOT_RECORDED,
                 ngettext ("This game and the %u game before it in this batch were not recorded: %s.",
                           "This game and the %u games before it in this batch were not recorded: %s.",
                           lost),
                 lost, why_not_written (self, rc));
  return FALSE;
}

static gboolean
record_game (LairStore               *self,
             const LairStoreGameInfo *info,
             LairGameRecord          *record,
             gint64                  *out_id,
             GError                 **error)
{
  gboolean began = FALSE;
  gint64 best = -1;
  gint64 deepest = -1;
  gint64 game_id = 0;
  int rc = SQLITE_READONLY;

  if (self->writable)
    {
      rc = lair_store_begin_write (self);
      began = rc == SQLITE_OK;
    }

  /* Read inside the transaction, so two games finishing at once in two
   * windows cannot both beat the same record. A history that cannot be
   * read leaves this game compared with itself alone. */
  if (lair_store_query_int (self, STMT_BEST_SCORE, &best) != SQLITE_OK)
    best = -1;
  if (lair_store_query_int (self, STMT_DEEPEST, &deepest) != SQLITE_OK)
    deepest = -1;
  lair_record_award (record, (gint) best, (gint) deepest);

  if (!began)
    return not_recorded (self, rc, error);

  rc = insert_game (self, info, record, &game_id);
  if (rc == SQLITE_OK)
    rc = update_blocks (self, game_id);
  if (rc == SQLITE_OK)
    rc = lair_store_commit_write (self);
  if (rc != SQLITE_OK)
    {
      lair_store_rollback_write (self);
      return not_recorded (self, rc, error);
    }

  if (self->batch && self->batch_games + 1 == BATCH_GAMES)
    {
      rc = lair_store_end_batch_transaction (self);
      if (rc != SQLITE_OK)
        return not_recorded (self, rc, error);
    }
  else if (self->batch)
    self->batch_games++;

  if (out_id != NULL)
    *out_id = game_id;
  return TRUE;
}

/**
 * lair_store_record_game:
 * @self: a #LairStore
 * @info: the date, duration, seed and seat names of the game
 * @record: (inout): the finished game; its achievements are decided here
 * @out_id: (out) (optional): the game's id in the history
 * @error: why the game was not recorded
 *
 * Decides the achievements of @record against the history (Highest Score
 * against the best earlier winning score, Deepest Explorer against the
 * deepest earlier room), then writes the game, its seats, dungeons,
 * counters and achievements in one transaction.
 *
 * The achievements are decided even when the game cannot be written, so
 * the end-of-game summary can always show them; the error is then
 * %LAIR_STORE_ERROR_NOT_RECORDED. A history found damaged on the way is
 * moved aside, #LairStore::notice is emitted, and the game is written
 * into the fresh history. A history file replaced, written over or
 * removed since it was opened is first written back from the open one,
 * with a #LairStore::notice, so neither this game nor the earlier ones
 * are lost with it.
 *
 * Returns: %TRUE if the game was recorded
 */
gboolean
lair_store_record_game (LairStore               *self,
                        const LairStoreGameInfo *info,
                        LairGameRecord          *record,
                        gint64                  *out_id,
                        GError                 **error)
{
  g_return_val_if_fail (LAIR_IS_STORE (self), FALSE);
  g_return_val_if_fail (info != NULL, FALSE);
  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (record->n_players >= 1 && record->n_players <= LAIR_MAX_PLAYERS, FALSE);
  for (guint i = 0; i < record->n_players; i++)
    g_return_val_if_fail (info->seats[i].name != NULL, FALSE);

  /* a batch is checked once, when it begins */
  if (!self->batch)
    lair_store_check_file (self);

  for (guint attempt = 0; ; attempt++)
    {
      g_autoptr(GError) local_error = NULL;
      gboolean recovered = self->needs_recovery;
      gboolean ok;

      ok = record_game (self, info, record, out_id, &local_error);
      recovered = !recovered && self->needs_recovery;
      lair_store_finish (self, &local_error);
      if (ok)
        {
          if (!self->batch)
            lair_store_emit_changed (self);
          return TRUE;
        }

      /* the damaged history is safe aside: write the game in the new one */
      if (recovered && attempt == 0 && self->writable)
        continue;

      if (!g_error_matches (local_error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NOT_RECORDED))
        {
          g_autoptr(GError) why = g_steal_pointer (&local_error);

          g_set_error (&local_error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NOT_RECORDED,
                       _("This game was not recorded: %s"), why->message);
        }
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
}

/**
 * lair_store_begin_batch:
 * @self: a #LairStore
 * @error: why the batch could not start
 *
 * Starts recording many games quickly, as simulations do: until
 * lair_store_end_batch(), games are committed a thousand at a time, so a
 * crash loses up to that many. A failure that undoes the games not yet
 * committed (a full disk can) says how many were lost in the error of the
 * game that failed. The game history of a player is never written this
 * way.
 *
 * Returns: %TRUE on success
 */
gboolean
lair_store_begin_batch (LairStore *self,
                        GError   **error)
{
  g_return_val_if_fail (LAIR_IS_STORE (self), FALSE);
  g_return_val_if_fail (!self->batch, FALSE);

  lair_store_check_file (self);
  if (!self->writable)
    return not_recorded (self, SQLITE_READONLY, error);
  self->batch = TRUE;
  self->batch_games = 0;
  self->batch_lost = 0;
  return TRUE;
}

/**
 * lair_store_end_batch:
 * @self: a #LairStore
 * @error: why the last games could not be written
 *
 * Commits the games recorded since lair_store_begin_batch().
 *
 * Returns: %TRUE on success
 */
gboolean
lair_store_end_batch (LairStore *self,
                      GError   **error)
{
  gboolean ok = TRUE;

  g_return_val_if_fail (LAIR_IS_STORE (self), FALSE);
  g_return_val_if_fail (self->batch, FALSE);

  self->batch = FALSE;
  if (self->in_batch_transaction)
    {
      guint pending = self->batch_games;
      int rc = lair_store_end_batch_transaction (self);

      if (rc != SQLITE_OK && lair_store_is_corrupt (rc))
        ok = lair_store_fail (self, rc, error);
      else if (rc != SQLITE_OK)
        {
          self->batch_lost = 0;
          ok = FALSE;
          g_set_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NOT_RECORDED,
                       ngettext ("The last %u game of the batch was not recorded: %s.",
                                 "The last %u games of the batch were not recorded: %s.",
                                 pending),
                       pending, why_not_written (self, rc));
        }
    }
  lair_store_finish (self, error);
  /* some of the batch may be in even when the end failed */
  lair_store_emit_changed (self);
  return ok;
}
