/* lair-store-private.h — what the store's files, its tests and its
 * benchmark share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <sqlite3.h>

#include "lair-store.h"

G_BEGIN_DECLS

/* Version 1: games, seats, dungeons, adventure usage.
 * Version 2: the deepest room of each game (indexed, for Deepest Explorer),
 * per-seat scares, gems lost, deepest room and psychic leaves, and the
 * achievements table (who earned what, and when).
 * Version 3: the statistics and per-name totals summed by blocks of games.
 * Version 4: each game's replay, indexes for the history list, and the
 * dungeons of each depth summed by blocks of games.
 * Version 5: how many hints each seat asked for. */
#define LAIR_STORE_SCHEMA_VERSION 5

/* games per block of summed statistics */
#define LAIR_STORE_BLOCK_GAMES 1024

typedef enum {
  STMT_BEGIN,
  STMT_COMMIT,
  STMT_ROLLBACK,
  STMT_SAVEPOINT,
  STMT_RELEASE,
  STMT_ROLLBACK_TO,
  STMT_BEST_SCORE,
  STMT_DEEPEST,
  STMT_INSERT_GAME,
  STMT_INSERT_SEAT,
  STMT_INSERT_ACHIEVEMENT,
  STMT_INSERT_DUNGEON,
  STMT_LAST_BLOCK,
  STMT_BUILD_STATS_BLOCK,
  STMT_BUILD_NAME_BLOCK,
  STMT_BUILD_DEPTH_BLOCK,
  STMT_STATS,
  STMT_PLAYER_TOTALS,
  STMT_COUNT_GAMES,
  STMT_HISTORY_GAMES,
  STMT_HISTORY_SEATS,
  STMT_HISTORY_DUNGEONS,
  STMT_SCORES,
  STMT_ACHIEVEMENT_LOG,
  STMT_USAGE_GET,
  STMT_USAGE_SET,
  STMT_GAME_ROW,
  STMT_GAME_SEATS,
  STMT_GAME_DUNGEONS,
  STMT_COUNT_NAMED,
  STMT_PLAYER_PAGE,
  STMT_DEPTHS,
  N_STMTS
} StmtId;

struct _LairStore
{
  GObject parent_instance;

  char *path;
  gboolean for_reading;   /* asked never to write */
  gboolean writable;
  gboolean in_memory;     /* nothing on disk could be opened */
  sqlite3 *db;
  sqlite3_stmt *stmts[N_STMTS];
  GError *notice;

  gboolean needs_recovery;
  gboolean recovering;
  gboolean batch;
  gboolean in_batch_transaction;
  guint batch_games;      /* in the open batch transaction */
  guint batch_lost;       /* reported recorded, then undone with a failed one */
};

/* The per-game counters of the games table, named as the statistics. */
typedef struct {
  const char *column;
  gsize offset;
} LairStoreCounter;

const LairStoreCounter *lair_store_counters (guint *n_counters);

/* Index of the first counter parameter of STMT_INSERT_GAME. */
#define LAIR_STORE_GAME_FIRST_COUNTER 6

void        lair_store_sql_init (void);
const char *lair_store_sql      (StmtId id);

/* A cached statement, reset and unbound when it goes out of scope. */
typedef sqlite3_stmt Stmt;

static inline void
lair_store_stmt_release (Stmt *stmt)
{
  sqlite3_reset (stmt);
  sqlite3_clear_bindings (stmt);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Stmt, lair_store_stmt_release)

gboolean  lair_store_is_corrupt          (int         rc);
Stmt     *lair_store_stmt                (LairStore  *self,
                                          StmtId      id,
                                          int        *rc);
int       lair_store_run                 (LairStore  *self,
                                          StmtId      id);
int       lair_store_query_int           (LairStore  *self,
                                          StmtId      id,
                                          gint64     *out);
gboolean  lair_store_fail                (LairStore  *self,
                                          int         rc,
                                          GError    **error);
void      lair_store_emit_changed        (LairStore  *self);
void      lair_store_finish              (LairStore  *self,
                                          GError    **error);
void      lair_store_check_file          (LairStore  *self);
int       lair_store_begin_write         (LairStore  *self);
int       lair_store_commit_write        (LairStore  *self);
void      lair_store_rollback_write      (LairStore  *self);
int       lair_store_end_batch_transaction (LairStore *self);

gint      lair_store_schema_get_version  (sqlite3    *db,
                                          int        *rc);
int       lair_store_schema_migrate      (sqlite3    *db,
                                          gint        from_version);

sqlite3  *lair_store_get_handle          (LairStore  *self);

LairStoreGame *lair_store_read_game_row  (sqlite3_stmt  *stmt);
void      lair_store_read_seat_row       (LairStoreGame *game,
                                          sqlite3_stmt  *stmt);
void      lair_store_read_dungeon_row    (LairStoreGame *game,
                                          sqlite3_stmt  *stmt);

GBytes   *lair_store_pack_replay         (const LairStoreGameInfo *info,
                                          const LairGameRecord    *record);


G_END_DECLS
