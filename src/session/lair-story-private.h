/* lair-story-private.h — what the story tells its shown seats and board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-dungeon-report.h"
#include "lair-shown-board.h"
#include "lair-shown-seat.h"
#include "lair-story.h"

G_BEGIN_DECLS

/* What a beat does to one seat, as its panel shows it */
typedef struct {
  gboolean walks_in;        /* into a dungeon: empty hands, the usual size */
  gboolean new_game;        /* and into a new game: an empty chest too */
  gint hand;                /* gems into (or out of) the hand */
  gint chest;               /* dollars into the chest */
  gint gold_bars;
  gint bar_value;
  gint queens;
  gint changelings;
  gint obligation;
  gint shares;              /* the new size, or 0 to keep it */
  LairSeatOutcome outcome;  /* out of the dungeon, the hand gone with it */
  gint outcome_gems;         /* carried out, or lost */
  gint outcome_bars;         /* carried out, with their worth */
  gint outcome_bar_value;
  gint outcome_coins;
} LairBeatChange;

/* A beat as the story keeps it: what it shows, and what it does */
typedef struct {
  LairBeat        pub;
  gint            value;          /* of the gold bar laid on the floor */
  gint            bravery;        /* of the dungeon walked into */
  gint            bravery_drop;   /* as the leaver walks out */
  LairBeatChange  changes[LAIR_N_SEATS];
  gboolean        counted;        /* its changes are shown */
  gboolean        described;      /* a room turned over, its line written already */
  gboolean        news_told;      /* its lines are in the seats' news already */
} LairStoryBeat;

typedef void (*LairStoryTick) (LairStory *self);

struct _LairStory
{
  GObject          parent_instance;

  LairGameSession *session;
  LairShownSeat   *seats[LAIR_N_SEATS];
  LairShownBoard  *board;

  GQueue           beats;
  LairStoryBeat   *playing;
  guint            beat_time;     /* what the beat playing holds, in milliseconds */
  guint            count_time;    /* when in it the seats change */
  gboolean         holding;
  gboolean         waiting;
  double           speed;
  guint            play_source;

  /* the clock */
  gboolean         manual;
  guint            source;        /* the main loop's timer */
  guint64          now;           /* the manual clock, in milliseconds */
  guint64          due;
  LairStoryTick    tick;          /* what the clock does next */

  /* what the current step is about */
  LairRoomItem    *room;          /* the room last turned over */
  LairChoice       choices[LAIR_N_SEATS];
  LairStoryBeat   *reveal;        /* the choices being turned over, while they come in */
  LairStoryBeat   *first_leave;   /* the decision's first leaver, who takes the bravery with them */
  GString         *news;          /* told, and not yet in the seats' news */
  guint            dungeon;
  LairDungeonReport *reports[LAIR_N_DUNGEONS];
};


LairStoryBeat  *lair_story_beat_new       (LairBeatKind     kind,
                                           LairSceneKind    scene);
LairBeatChange *lair_story_change_seat    (LairStoryBeat   *beat,
                                           guint            index);
LairStoryBeat  *lair_story_enqueue        (LairStory       *self,
                                           LairStoryBeat   *beat);
gboolean        lair_story_in_game        (LairStory       *self,
                                           guint            index);
void            lair_story_tell_line      (LairStory       *self,
                                           const char      *line);
void            lair_story_event_cb       (LairStory       *self,
                                           const LairEvent *event);
void            lair_story_moved_cb       (LairStory       *self);
void            lair_story_seat_handed_cb (LairStory       *self,
                                           LairSeat        *seat,
                                           gboolean         computer);

void lair_shown_seat_apply       (LairShownSeat        *self,
                                  const LairBeatChange *change);
void lair_shown_seat_set_leaving (LairShownSeat        *self,
                                  gboolean              leaving);
void lair_shown_seat_show_choice (LairShownSeat        *self,
                                  LairChoice            choice);
void lair_shown_seat_set_winner  (LairShownSeat        *self,
                                  gboolean              winner);
void lair_shown_seat_set_told    (LairShownSeat        *self);
void lair_shown_seat_add_news    (LairShownSeat        *self,
                                  const char           *line);
void lair_shown_board_set        (LairShownBoard       *self,
                                  const char           *first_property,
                                  ...) G_GNUC_NULL_TERMINATED;

G_END_DECLS
