/* lair-game-session-private.h — what the files of LairGameSession share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-expert.h"
#include "lair-game-session.h"
#include "lair-session-private.h"

G_BEGIN_DECLS

/* The choice log that resume replays: every call into the game that
 * changes it, in order. Dungeons begin and decisions resolve only through
 * it, and the computer's draws happen only at its LAIR_LOG_AI entries. */
typedef enum {
  LAIR_LOG_DECIDE,        /* choices[]: one per player, LAIR_LOG_NO_CHOICE for seats not inside */
  LAIR_LOG_AI,            /* the computer was asked for seat's choice */
  LAIR_LOG_HUMAN,         /* a person took seat over */
  LAIR_LOG_COMPUTER,      /* seat was handed to the computer */
  LAIR_LOG_NEXT_DUNGEON,  /* the next dungeon began */
  LAIR_LOG_HINT,          /* seat asked for a hint (saves of version 2 on) */
  LAIR_N_LOG_TYPES
} LairLogType;

#define LAIR_LOG_NO_CHOICE 0xff

typedef struct {
  guint8 type;
  guint8 seat;                         /* a player number */
  guint8 choices[LAIR_MAX_PLAYERS];
} LairLogEntry;

typedef struct {
  LairGameSession *session;
  guint player;
} Thinker;

/* A seat of the menu, kept while a recorded game is watched */
typedef struct {
  LairSeatKind kind;
  char *name;
  guint avatar;
  LairAiKind level;
} LairMenuSeat;

/* A recorded game played again (lair-game-session-watch.c) */
typedef struct {
  LairChoice *choices;         /* every choice of the game, in the order the core hears them */
  guint n_choices;
  guint next;                  /* the next one to hand out */
  guint decision;              /* the decision last handed out */
  guint32 achievements[LAIR_MAX_PLAYERS];
  gboolean paused;
  LairMenuSeat menu[LAIR_N_SEATS];
} LairWatch;

struct _LairGameSession
{
  GObject parent_instance;

  GMainContext *context;
  GListStore *seats;
  LairSeat *seat_array[LAIR_N_SEATS];  /* the same seats, borrowed */
  GListStore *rooms;

  LairSessionPhase phase;
  guint grace_delay;
  guint think_delay;
  guint reveal_delay;
  guint64 seed;
  gboolean seed_set;
  gint usage[LAIR_N_ADVENTURES];

  /* the game */
  LairGame *game;
  LairGameConfig config;
  LairDungeonScript *scripts[LAIR_N_DUNGEONS];
  gboolean scripted;
  LairSeat *players[LAIR_MAX_PLAYERS];  /* borrowed */
  guint n_players;
  LairGameRecord record;
  gint dungeon_chests[LAIR_N_DUNGEONS][LAIR_MAX_PLAYERS];  /* -1: not played yet */
  GArray *events;                       /* of LairEvent, during a step */
  GArray *log;                          /* of LairLogEntry */
  guint serial;                         /* changes whenever the game is replaced */
  gboolean replaying;
  gboolean retelling;                   /* the dungeon played back is told again */
  LairWatch *watch;                     /* while a recorded game is watched */
  double watch_speed;                   /* how much faster than usual it is shown */
  LairRoomItem *current_room;           /* borrowed from rooms */

  /* the decision */
  guint decision;
  LairChoice choices[LAIR_MAX_PLAYERS];
  LairChoice ai_choices[LAIR_MAX_PLAYERS];
  Thinker thinkers[LAIR_MAX_PLAYERS];
  GSource *think_sources[LAIR_MAX_PLAYERS];
  guint think_round;                    /* changes with every decision cleared */
  guint32 thinking;                     /* players whose Expert thinks in a thread */
  GSource *grace_source;
  GSource *reveal_source;

  /* pacing: while held, the timers above wait unattached, each with what
   * was left of its delay */
  guint holds;
  guint think_left[LAIR_MAX_PLAYERS];
  guint grace_left;
  guint reveal_left;

  /* published values */
  gboolean can_play;
  LairPlayWait play_wait;
  guint published_players;
  guint dungeon;
  LairAdventure adventure;
  guint room;
  gint bravery;
  gint floor_gems;
  guint floor_bars;
  gint floor_bar_value;
  double odds;
  double rumor;
  LairDecisionKind decision_kind;
  gboolean in_grace;
};

enum {
  PROP_0,
  PROP_PHASE,
  PROP_CAN_PLAY,
  PROP_PLAY_WAIT,
  PROP_SEATS,
  PROP_ROOMS,
  PROP_N_PLAYERS,
  PROP_DUNGEON,
  PROP_ADVENTURE,
  PROP_ROOM,
  PROP_BRAVERY,
  PROP_FLOOR_GEMS,
  PROP_FLOOR_BARS,
  PROP_FLOOR_BAR_VALUE,
  PROP_LAIR_ODDS,
  PROP_RUMORED_GEMS,
  PROP_DECISION_KIND,
  PROP_DECISION,
  PROP_IN_GRACE,
  PROP_SEED,
  PROP_GRACE_DELAY,
  PROP_THINK_DELAY,
  PROP_REVEAL_DELAY,
  PROP_WATCHING,
  PROP_PAUSED,
  PROP_WATCH_SPEED,
  N_PROPS
};

enum {
  DUNGEON_STARTED,
  ROOM_REVEALED,
  BATS_DISTURBED,
  GEMS_FOUND,
  GEMS_SHARED,
  GOLD_FOUND,
  COINS_FOUND,
  SCOUT_REPORTED,
  EVENT,
  DECISION_STARTED,
  CHOICES_RESOLVED,
  SEAT_LEFT,
  SEAT_HANDED,
  SPIDER_STRUCK,
  DUNGEON_FINISHED,
  GAME_FINISHED,
  N_SIGNALS
};

extern GParamSpec **const lair_game_session_properties;
extern guint *const lair_game_session_signals;

static inline void
lair_game_session_notify (LairGameSession *self,
                          guint            prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), lair_game_session_properties[prop]);
}

static inline void
lair_game_session_set_uint (LairGameSession *self,
                            guint           *field,
                            guint            value,
                            guint            prop)
{
  lair_set_uint_and_notify (G_OBJECT (self), field, value, lair_game_session_properties[prop]);
}

/* lair-game-session-menu.c */
LairSeat     *lair_game_session_find_seat     (LairGameSession       *self,
                                               guint                  index,
                                               GError               **error);

/* lair-game-session-play.c */
void          lair_game_session_set_phase     (LairGameSession       *self,
                                               LairSessionPhase       phase);
void          lair_game_session_sync          (LairGameSession       *self);
void          lair_game_session_start_game    (LairGameSession       *self,
                                               const LairGameConfig  *config);
void          lair_game_session_discard_game  (LairGameSession       *self);
void          lair_game_session_stop_game     (LairGameSession       *self);
void          lair_game_session_count_hint    (LairGameSession       *self,
                                               guint                  player);

/* lair-game-session-play.c, for lair-game-session-resume.c */
typedef struct {
  LairSeatKind kind;
  const char *name;
  guint avatar;
  LairAiLevel level;
} LairResumeSeat;

void          lair_game_session_reset_menu    (LairGameSession       *self,
                                               gboolean               empty_seats);
void          lair_game_session_begin_replay  (LairGameSession       *self,
                                               const LairResumeSeat  *seats,
                                               const LairGameConfig  *config);
gboolean      lair_game_session_replay_entry  (LairGameSession       *self,
                                               const LairLogEntry    *entry,
                                               GError               **error);
void          lair_game_session_end_replay    (LairGameSession       *self);
gboolean      lair_game_session_get_log       (LairGameSession       *self,
                                               const LairGameConfig **config,
                                               const LairLogEntry   **entries,
                                               guint                 *n_entries);

const LairGame *lair_game_session_get_game (LairGameSession *self);

/* lair-game-session-watch.c, for lair-game-session-play.c */
void          lair_game_session_watch_hand_out  (LairGameSession     *self);
void          lair_game_session_watch_finished  (LairGameSession     *self);
void          lair_game_session_watch_free      (LairGameSession     *self);

/* lair-game-session-play.c, for lair-game-session-watch.c */
gboolean      lair_game_session_step_decision   (LairGameSession     *self);
gboolean      lair_game_session_step_dungeon    (LairGameSession     *self);

/* lair-game-session-advise.c: the Expert, asked in a thread */
typedef struct {
  guint serial;              /* the game asked about */
  guint round;               /* the think round asked in */
  guint decision;
  guint player;
  LairTableView *view;       /* the table the Expert read */
  LairExpertAdvice advice;
} LairExpertQuestion;

void          lair_game_session_ask_expert      (LairGameSession     *self,
                                                 guint                player,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
const LairExpertQuestion *lair_game_session_ask_expert_finish (LairGameSession  *self,
                                                               GAsyncResult     *result,
                                                               GError          **error);

G_END_DECLS
