/* lair-store.h — the local history: games, statistics, achievements, usage
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "lair-record.h"

G_BEGIN_DECLS

#define LAIR_STORE_ERROR (lair_store_error_quark ())

/**
 * LairStoreError:
 * @LAIR_STORE_ERROR_FAILED: the history could not be read or written
 * @LAIR_STORE_ERROR_CORRUPT: the history file was damaged or not a history;
 *   it was moved aside and a fresh history started, or, when the store
 *   still had the history open, the history was written back
 * @LAIR_STORE_ERROR_READ_ONLY: the history can be read but not written
 * @LAIR_STORE_ERROR_NOT_RECORDED: a game was played but could not be written
 * @LAIR_STORE_ERROR_TOO_NEW: the history was written by a newer version
 * @LAIR_STORE_ERROR_NOT_FOUND: no game of the history has that id
 * @LAIR_STORE_ERROR_NO_REPLAY: the game is in the history but cannot be
 *   played again: it was recorded before replays were kept, or its replay
 *   does not play to the result that was recorded
 *
 * What went wrong with the history. Every message is meant for the player.
 */
typedef enum {
  LAIR_STORE_ERROR_FAILED,
  LAIR_STORE_ERROR_CORRUPT,
  LAIR_STORE_ERROR_READ_ONLY,
  LAIR_STORE_ERROR_NOT_RECORDED,
  LAIR_STORE_ERROR_TOO_NEW,
  LAIR_STORE_ERROR_NOT_FOUND,
  LAIR_STORE_ERROR_NO_REPLAY,
} LairStoreError;

GQuark lair_store_error_quark (void);

/**
 * LairStoreSeat:
 * @name: the seat's name as typed, of any length; bytes that are not
 *   UTF-8 are stored as U+FFFD (g_utf8_make_valid()), the rest as it is
 * @level: (nullable): the computer player's kind ("normal", "hard", …),
 *   %NULL for a human
 *
 * Who sat in a seat, as the game's record does not know it.
 */
typedef struct {
  const char *name;
  const char *level;
} LairStoreSeat;

/**
 * LairStoreGameInfo:
 * @date: (nullable): when the game finished; %NULL means now
 * @duration: how long the game took, in microseconds
 * @seed: the game's seed
 * @seats: one entry per seat of the record
 *
 * What the history keeps about a game besides its #LairGameRecord.
 */
typedef struct {
  GDateTime *date;
  GTimeSpan duration;
  guint64 seed;
  LairStoreSeat seats[LAIR_MAX_PLAYERS];
} LairStoreGameInfo;

/**
 * LairStoreGameSeat:
 *
 * One seat of a game read back from the history. @scares, @gems_lost,
 * @deepest, @psychic_leaves and @hints are -1 for games recorded before the
 * history kept them.
 */
typedef struct {
  char *name;
  char *level;
  gboolean computer;
  gboolean winner;
  gint chest;
  gint gold_bars;
  guint32 achievements;  /* bit LairAchievement */
  gint scares;
  gint gems_lost;
  gint deepest;
  gint psychic_leaves;
  gint hints;            /* hints the seat asked for */
} LairStoreGameSeat;

/**
 * LairStoreGame:
 *
 * One game of the history, for the history list. @has_replay is %FALSE
 * for a game that cannot be played again (see
 * %LAIR_STORE_ERROR_NO_REPLAY).
 */
typedef struct {
  gint64 id;
  GDateTime *date;
  GTimeSpan duration;
  guint64 seed;
  gint winning_score;
  gint deepest;
  gboolean has_replay;
  guint n_players;
  LairStoreGameSeat seats[LAIR_MAX_PLAYERS];
  guint n_dungeons;
  LairDungeonRecord dungeons[LAIR_N_DUNGEONS];
  /*< private >*/
  gint ref_count;
} LairStoreGame;

/**
 * LairStorePlayerTotals:
 *
 * Everything the history knows about one seat name.
 */
typedef struct {
  char *name;
  gint64 games;
  gint64 wins;
  gint64 computer_games;
  gint64 money;
  gint64 gold_bars;
  gint64 best_score;
  gint64 achievements[LAIR_N_ACHIEVEMENTS];
} LairStorePlayerTotals;

/**
 * LairStoreScorePoint:
 * @game_id: the first game of the point
 * @date: when that game finished, in seconds since the Unix epoch (UTC)
 * @score: the winning score, or the average of the games of the point
 * @n_games: how many games the point stands for
 *
 * One point of the chart of winning scores over time.
 */
typedef struct {
  gint64 game_id;
  gint64 date;
  double score;
  guint n_games;
} LairStoreScorePoint;

/**
 * LairStoreAchievementEntry:
 *
 * An achievement, who earned it and when.
 */
typedef struct {
  gint64 game_id;
  gint64 date;
  LairAchievement achievement;
  char *name;
} LairStoreAchievementEntry;

/**
 * LairStoreSort:
 * @LAIR_STORE_SORT_DATE: when the game finished
 * @LAIR_STORE_SORT_DURATION: how long it took
 * @LAIR_STORE_SORT_PLAYERS: how many seats it had
 * @LAIR_STORE_SORT_WINNING_SCORE: the winners' money
 * @LAIR_STORE_SORT_DEEPEST: the deepest room anyone entered
 *
 * The columns the history list sorts by; ties go newest first.
 */
typedef enum {
  LAIR_STORE_SORT_DATE,
  LAIR_STORE_SORT_DURATION,
  LAIR_STORE_SORT_PLAYERS,
  LAIR_STORE_SORT_WINNING_SCORE,
  LAIR_STORE_SORT_DEEPEST,
  LAIR_STORE_N_SORTS
} LairStoreSort;

/**
 * LairStoreTieBreak:
 * @LAIR_STORE_TIE_NONE: one seat had the most money
 * @LAIR_STORE_TIE_GOLD_BARS: several had it; the most gold bars decided
 * @LAIR_STORE_TIE_SHARED: still tied after the gold bars: they all won
 *
 * How the winners of a game were found (rule 21).
 */
typedef enum {
  LAIR_STORE_TIE_NONE,
  LAIR_STORE_TIE_GOLD_BARS,
  LAIR_STORE_TIE_SHARED,
} LairStoreTieBreak;

/**
 * LairStoreStoryExit:
 * @seat: the seat, from 0
 * @room: the room it left from, or the lair it was scared out of
 * @scared: the spider scared it out; @lost is what it took from the hand
 * @gems: gems taken out into the chest
 * @bars: gold bars taken out
 * @bars_value: their value
 * @coins: Sphinx coins taken out
 * @lost: gems the spider took
 *
 * How a seat came out of a dungeon.
 */
typedef struct {
  gint seat;
  gint room;
  gboolean scared;
  gint gems;
  gint bars;
  gint bars_value;
  gint coins;
  gint lost;
} LairStoreStoryExit;

/**
 * LairStoreStoryDungeon:
 * @adventure: the dungeon's adventure
 * @end: how it ended
 * @depth: the last room anyone entered
 * @lair_room: the lair's room number, entered or not; 0 without a lair
 * @spider_took: the gems the spider took from everybody's hands
 * @exits: (element-type LairStoreStoryExit): every seat's way out, in the
 *   order they came out
 *
 * One dungeon of a game's story.
 */
typedef struct {
  LairAdventure adventure;
  LairDungeonEnd end;
  gint depth;
  gint lair_room;
  gint spider_took;
  GArray *exits;
} LairStoreStoryDungeon;

/**
 * LairStoreGameStory:
 * @game: the game as the history list has it: seats with their names,
 *   levels, chests, bars, winners and achievements
 * @tie_break: how the winners were found
 * @dungeons: what happened in each dungeon, from playing the game again
 *
 * Everything the history page of one game shows.
 */
typedef struct {
  LairStoreGame *game;
  LairStoreTieBreak tie_break;
  LairStoreStoryDungeon dungeons[LAIR_N_DUNGEONS];
} LairStoreGameStory;

/**
 * LairStorePlayerPage:
 * @name: the seat name
 * @games: games played under it
 * @wins: games won (shared wins count)
 * @computer_games: games the computer played it
 * @best_score: the most money it ended a game with, -1 without games
 * @average_score: the money it ended its games with, on average
 * @gold_bars: gold bars it took out, in all
 * @achievements: how often it earned each achievement
 * @hints: hints it asked for, in the games recorded since the history
 *   counts them; -1 when none of its games was
 *
 * What a player's page shows; its games come from
 * lair_store_search_history() with its name.
 */
typedef struct {
  char *name;
  gint64 games;
  gint64 wins;
  gint64 computer_games;
  gint64 best_score;
  double average_score;
  gint64 gold_bars;
  gint64 achievements[LAIR_N_ACHIEVEMENTS];
  gint64 hints;
} LairStorePlayerPage;

void lair_store_game_story_free     (LairStoreGameStory  *story);
void lair_store_player_page_free    (LairStorePlayerPage *page);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LairStoreGameStory, lair_store_game_story_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LairStorePlayerPage, lair_store_player_page_free)

#define LAIR_TYPE_STORE_GAME (lair_store_game_get_type ())
GType          lair_store_game_get_type (void) G_GNUC_CONST;
LairStoreGame *lair_store_game_ref      (LairStoreGame *game);
void           lair_store_game_unref    (LairStoreGame *game);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LairStoreGame, lair_store_game_unref)

void lair_store_player_totals_free      (LairStorePlayerTotals *totals);
void lair_store_achievement_entry_free  (LairStoreAchievementEntry *entry);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LairStorePlayerTotals, lair_store_player_totals_free)

#define LAIR_TYPE_STORE (lair_store_get_type ())

G_DECLARE_FINAL_TYPE (LairStore, lair_store, LAIR, STORE, GObject)

char          *lair_store_get_default_path    (void);

LairStore     *lair_store_new                 (const char     *path,
                                               GError        **error);
LairStore     *lair_store_new_for_reading     (const char     *path,
                                               GError        **error);

const char    *lair_store_get_path            (LairStore      *self);
gboolean       lair_store_get_writable        (LairStore      *self);
const GError  *lair_store_get_notice          (LairStore      *self);

gboolean       lair_store_record_game         (LairStore      *self,
                                               const LairStoreGameInfo *info,
                                               LairGameRecord *record,
                                               gint64         *out_id,
                                               GError        **error);
gboolean       lair_store_begin_batch         (LairStore      *self,
                                               GError        **error);
gboolean       lair_store_end_batch           (LairStore      *self,
                                               GError        **error);

gboolean       lair_store_get_stats           (LairStore      *self,
                                               LairStats      *stats,
                                               GError        **error);
GPtrArray     *lair_store_get_player_totals   (LairStore      *self,
                                               GError        **error);
gint64         lair_store_count_games         (LairStore      *self,
                                               GError        **error);
GPtrArray     *lair_store_get_history         (LairStore      *self,
                                               guint           offset,
                                               guint           limit,
                                               GError        **error);
GArray        *lair_store_get_winning_scores  (LairStore      *self,
                                               guint           max_points,
                                               GError        **error);
GPtrArray     *lair_store_get_achievement_log (LairStore      *self,
                                               guint           offset,
                                               guint           limit,
                                               GError        **error);

gboolean       lair_store_get_usage           (LairStore      *self,
                                               gint           *usage,
                                               GError        **error);
gboolean       lair_store_set_usage           (LairStore      *self,
                                               const gint     *usage,
                                               GError        **error);

char          *lair_store_reset               (LairStore      *self,
                                               GError        **error);

LairStoreGame *lair_store_get_game            (LairStore      *self,
                                               gint64          id,
                                               GError        **error);
gboolean       lair_store_replay_game         (LairStore      *self,
                                               gint64          id,
                                               LairEventFunc   func,
                                               gpointer        user_data,
                                               LairStoreGame **out_game,
                                               GError        **error);
LairStoreGameStory *lair_store_get_game_story (LairStore      *self,
                                               gint64          id,
                                               GError        **error);
GPtrArray     *lair_store_search_history      (LairStore      *self,
                                               const char     *name,
                                               LairStoreSort   sort,
                                               gboolean        ascending,
                                               guint           offset,
                                               guint           limit,
                                               GError        **error);
gint64         lair_store_count_history       (LairStore      *self,
                                               const char     *name,
                                               GError        **error);
LairStorePlayerPage *lair_store_get_player_page (LairStore    *self,
                                               const char     *name,
                                               GError        **error);
GArray        *lair_store_get_depth_histogram (LairStore      *self,
                                               GError        **error);

G_END_DECLS
