/* lair-story.h — each decision told as a sequence of beats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-dungeon-report.h"
#include "lair-game-session.h"
#include "lair-shown-board.h"
#include "lair-shown-seat.h"

G_BEGIN_DECLS

/* What the board draws over its cards while a beat plays. */
typedef enum {
  LAIR_SCENE_NONE,
  LAIR_SCENE_SHARE,         /* gems from the current card into hands: values[] per seat, amount on the floor */
  LAIR_SCENE_LEAVE,         /* seat walks back out; text: its take */
  LAIR_SCENE_SUN_MOON,      /* detail: 0 the Sun paid, 1 the Moon; values[] per seat */
  LAIR_SCENE_MONTE_SHOW,    /* cards[] face up in their first order */
  LAIR_SCENE_MONTE_SHUFFLE, /* swaps[] played one after the other, ending at cards[] as dealt */
  LAIR_SCENE_MONTE_TURN,    /* the dealt cards turned over, values[] per seat, picks[] the card each took */
  LAIR_SCENE_MARK,          /* a mark over each token of mask: sprite and texts[] */
  LAIR_SCENE_SPIDER,        /* the spider: values[] lost per seat in mask */
  LAIR_SCENE_BATS,          /* bats across the board */
  LAIR_SCENE_REVEAL,        /* every choice turned over at once: picks[] the LairChoice of each seat in mask */
} LairSceneKind;

#define LAIR_SCENE_MAX_SWAPS 8

typedef struct {
  LairSceneKind kind;
  double progress;          /* 0 to 1 */
  guint seat;
  guint32 mask;             /* seats the scene is about */
  gint amount;
  gint detail;
  gint values[LAIR_N_SEATS];
  gint picks[LAIR_N_SEATS];
  gint cards[3];
  gint start_cards[3];
  guint8 swaps[LAIR_SCENE_MAX_SWAPS][2];
  guint n_swaps;
  const char *sprite;
  char text[64];
  char texts[LAIR_N_SEATS][16];
} LairScene;

/**
 * LairBeatKind:
 * @LAIR_BEAT_NOTE: a line only
 * @LAIR_BEAT_DUNGEON: everybody walks in
 * @LAIR_BEAT_FLIP: the next room turned over
 * @LAIR_BEAT_REVEAL: every seat's choice turned over at the same moment
 * @LAIR_BEAT_SCENE: an outcome, as its scene shows it
 * @LAIR_BEAT_LEAVE: a seat walks out with its take
 * @LAIR_BEAT_SPIDER: the spider takes the hands
 * @LAIR_BEAT_FLOOR: something left on the floor of the room
 * @LAIR_BEAT_FORK: coins found down one way of the Sphinx
 * @LAIR_BEAT_SUMMARY: the end of a dungeon, waiting for the players
 */
typedef enum {
  LAIR_BEAT_NOTE,
  LAIR_BEAT_DUNGEON,
  LAIR_BEAT_FLIP,
  LAIR_BEAT_REVEAL,
  LAIR_BEAT_SCENE,
  LAIR_BEAT_LEAVE,
  LAIR_BEAT_SPIDER,
  LAIR_BEAT_FLOOR,
  LAIR_BEAT_FORK,
  LAIR_BEAT_SUMMARY,
} LairBeatKind;

/**
 * LairBeat:
 * @kind: what kind of moment it is
 * @duration: how long it holds at the default speed, in milliseconds
 * @lines: (element-type utf8): its lines for the game log
 * @room: (nullable): the room it happens in
 * @scene: what the board draws over the room while it plays
 * @gems: gems (or coins) laid down, for %LAIR_BEAT_FLOOR and %LAIR_BEAT_FORK
 * @bars: gold bars laid down
 * @side: the Sphinx's way, for %LAIR_BEAT_FORK
 * @number: the dungeon walked into, for %LAIR_BEAT_DUNGEON
 * @changed: the seats whose shown state it changes (bit per seat)
 * @retold: it belongs to a game taken up again, seen before: told at once
 *
 * One moment of the story, as the board shows it. Read-only.
 */
typedef struct {
  LairBeatKind kind;
  guint duration;
  GPtrArray *lines;
  LairRoomItem *room;
  LairScene scene;
  gint gems;
  guint bars;
  guint side;
  guint number;
  guint32 changed;
  gboolean retold;
} LairBeat;

/* The least a beat holds at the default speed, in milliseconds */
#define LAIR_BEAT_REVEAL_MIN  1500
#define LAIR_BEAT_OUTCOME_MIN 2000

guint       lair_beat_min_duration (LairBeatKind     kind,
                                    LairSceneKind    scene);
gboolean    lair_beat_is_outcome   (const LairBeat  *beat);
char       *lair_beat_get_text     (const LairBeat  *beat);

#define LAIR_TYPE_STORY (lair_story_get_type ())

G_DECLARE_FINAL_TYPE (LairStory, lair_story, LAIR, STORY, GObject)

LairStory      *lair_story_new              (LairGameSession *session);
LairGameSession *lair_story_get_session     (LairStory       *self);
LairShownSeat  *lair_story_get_shown_seat   (LairStory       *self,
                                             guint            index);
LairShownBoard *lair_story_get_board        (LairStory       *self);
const LairBeat *lair_story_get_beat         (LairStory       *self);
guint           lair_story_get_beat_time    (LairStory       *self);
gboolean        lair_story_get_told_at_once (LairStory       *self);
gboolean        lair_story_get_busy         (LairStory       *self);
gboolean        lair_story_get_waiting      (LairStory       *self);
guint           lair_story_get_dungeon      (LairStory       *self);
LairDungeonReport *lair_story_get_report    (LairStory       *self,
                                             guint            dungeon);
double          lair_story_get_speed        (LairStory       *self);
void            lair_story_set_speed        (LairStory       *self,
                                             double           speed);
void            lair_story_set_manual_clock (LairStory       *self,
                                             gboolean         manual);
void            lair_story_advance          (LairStory       *self,
                                             guint            milliseconds);
void            lair_story_skip             (LairStory       *self);
void            lair_story_continue         (LairStory       *self);
void            lair_story_stop             (LairStory       *self);

G_END_DECLS
