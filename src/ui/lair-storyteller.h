/* lair-storyteller.h — each decision told as a sequence of moments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-game-session.h"
#include "lair-path.h"

G_BEGIN_DECLS

#define LAIR_TYPE_STORYTELLER (lair_storyteller_get_type ())

G_DECLARE_FINAL_TYPE (LairStoryteller, lair_storyteller, LAIR, STORYTELLER, GObject)

/**
 * LairShownSeat:
 * @inside: whether it is still in the dungeon
 * @leaving: whether it is being shown walking out of the dungeon
 * @outcome: how it came out of the dungeon, once it did
 * @outcome_gems: the gems it left with, or lost
 * @winner: whether it won the game
 * @hand: gems in hand
 * @chest: what its chest holds, in dollars
 * @gold_bars: gold bars taken out of the dungeons
 * @bar_value: what those bars are worth
 * @shares: its size, in shares of what is found
 * @queens: Queens carried
 * @changelings: Changelings carried
 * @obligation: the rooms it still owes the Devil
 *
 * What a seat's panel shows of the seat's game: the seat itself at rest,
 * or the seat as the board has told it so far while a story is told.
 */
typedef struct {
  gboolean        inside;
  gboolean        leaving;
  LairSeatOutcome outcome;
  gint            outcome_gems;
  gboolean        winner;
  gint            hand;
  gint            chest;
  gint            gold_bars;
  gint            bar_value;
  gint            shares;
  gint            queens;
  gint            changelings;
  gint            obligation;
} LairShownSeat;

/**
 * LairShownBoard:
 * @dungeon: the dungeon, 1 to 5, or 0 before the first
 * @room: the room the path shows as current, or showed last; 0 before the
 *   first room of the dungeon is turned over
 * @bravery: the bravery
 * @floor_gems: gems on the floor
 * @floor_bars: gold bars on the floor
 * @floor_bar_value: what those bars are worth
 * @lair_odds: the chance that the room after @room is the lair, as it
 *   stood in @room
 * @rumored_gems: the gems the room after @room was rumored to hold
 *
 * What the status badges show of the table: the session itself at rest,
 * or the table as the board has told it so far while a story is told.
 */
typedef struct {
  guint  dungeon;
  guint  room;
  gint   bravery;
  gint   floor_gems;
  guint  floor_bars;
  gint   floor_bar_value;
  double lair_odds;
  double rumored_gems;
} LairShownBoard;

void             lair_shown_seat_init           (LairShownSeat   *shown,
                                                 LairSeat        *seat);
void             lair_shown_board_init          (LairShownBoard  *board,
                                                 LairGameSession *session);

LairStoryteller *lair_storyteller_new           (LairGameSession *session,
                                                 LairPath        *path,
                                                 GtkStringList   *log,
                                                 GSettings       *settings);
gboolean         lair_storyteller_get_busy      (LairStoryteller *self);
gboolean         lair_storyteller_get_waiting   (LairStoryteller *self);
const LairShownSeat *lair_storyteller_get_shown (LairStoryteller *self,
                                                 guint            index);
const LairShownBoard *lair_storyteller_get_board (LairStoryteller *self);
void             lair_storyteller_continue      (LairStoryteller *self);
const char      *lair_storyteller_get_summary   (LairStoryteller *self);
guint            lair_storyteller_get_dungeon   (LairStoryteller *self);
void             lair_storyteller_stop          (LairStoryteller *self);

G_END_DECLS
