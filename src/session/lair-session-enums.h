/* lair-session-enums.h — enumerations of the session, and GTypes for the
 * core's enumerations so that properties and signals can carry them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "lair-ai.h"
#include "lair-event.h"
#include "lair-game.h"
#include "lair-types.h"

G_BEGIN_DECLS

/**
 * LairSeatKind:
 * @LAIR_SEAT_EMPTY: nobody sits here
 * @LAIR_SEAT_HUMAN: a person plays this seat
 * @LAIR_SEAT_COMPUTER: the computer plays this seat
 */
typedef enum {
  LAIR_SEAT_EMPTY,
  LAIR_SEAT_HUMAN,
  LAIR_SEAT_COMPUTER,
} LairSeatKind;

/**
 * LairSelectionState:
 * @LAIR_SELECTION_NONE: the seat has not chosen yet
 * @LAIR_SELECTION_SELECTING: the seat's menu is open
 * @LAIR_SELECTION_SELECTED: the seat has chosen (and may still change its
 *   mind until the step resolves)
 */
typedef enum {
  LAIR_SELECTION_NONE,
  LAIR_SELECTION_SELECTING,
  LAIR_SELECTION_SELECTED,
} LairSelectionState;

/**
 * LairSeatOutcome:
 * @LAIR_OUTCOME_NONE: the seat is still in this dungeon, or never was
 * @LAIR_OUTCOME_LEFT: the seat left safely with its take
 * @LAIR_OUTCOME_SCARED: the spider scared the seat out and took its hand
 *
 * How a seat's part in the current dungeon ended.
 */
typedef enum {
  LAIR_OUTCOME_NONE,
  LAIR_OUTCOME_LEFT,
  LAIR_OUTCOME_SCARED,
} LairSeatOutcome;

/**
 * LairSessionPhase:
 * @LAIR_SESSION_MENU: seats are being arranged
 * @LAIR_SESSION_PLAYING: the seats inside are deciding
 * @LAIR_SESSION_REVEAL: a dungeon is over and its rooms are shown before
 *   the next one
 * @LAIR_SESSION_FINISHED: the game is over
 */
typedef enum {
  LAIR_SESSION_MENU,
  LAIR_SESSION_PLAYING,
  LAIR_SESSION_REVEAL,
  LAIR_SESSION_FINISHED,
} LairSessionPhase;

/**
 * LairPlayWait:
 * @LAIR_PLAY_WAIT_NONE: Play can start a game
 * @LAIR_PLAY_WAIT_SEATS: nobody is seated yet
 * @LAIR_PLAY_WAIT_JOINING: somebody is still typing a name
 * @LAIR_PLAY_WAIT_GAME: a game is on, out of the menu
 *
 * What Play waits for before it can start a game.
 */
typedef enum {
  LAIR_PLAY_WAIT_NONE,
  LAIR_PLAY_WAIT_SEATS,
  LAIR_PLAY_WAIT_JOINING,
  LAIR_PLAY_WAIT_GAME,
} LairPlayWait;

/**
 * LairSeatTurn:
 * @LAIR_TURN_NONE: the seat has nothing to choose now
 * @LAIR_TURN_WAITING: the board tells what the last choices came to, the
 *   seat still in the dungeon; its choice comes next
 * @LAIR_TURN_CHOOSING: the seat may choose
 *
 * Where a seat stands in the turn, as the board shows it.
 */
typedef enum {
  LAIR_TURN_NONE,
  LAIR_TURN_WAITING,
  LAIR_TURN_CHOOSING,
} LairSeatTurn;

/**
 * LairOptions:
 *
 * A set of #LairChoice values: bit `1 << choice`, as %LAIR_OPTION() makes
 * them. Registered as flags so that a seat's options can be a property.
 */
typedef guint LairOptions;

#define LAIR_TYPE_SEAT_KIND        (lair_seat_kind_get_type ())
#define LAIR_TYPE_SELECTION_STATE  (lair_selection_state_get_type ())
#define LAIR_TYPE_SEAT_OUTCOME     (lair_seat_outcome_get_type ())
#define LAIR_TYPE_SESSION_PHASE    (lair_session_phase_get_type ())
#define LAIR_TYPE_PLAY_WAIT        (lair_play_wait_get_type ())
#define LAIR_TYPE_SEAT_TURN        (lair_seat_turn_get_type ())
#define LAIR_TYPE_OPTIONS          (lair_options_get_type ())
#define LAIR_TYPE_ROOM_KIND        (lair_room_kind_get_type ())
#define LAIR_TYPE_ADVENTURE        (lair_adventure_get_type ())
#define LAIR_TYPE_CHOICE           (lair_choice_get_type ())
#define LAIR_TYPE_DUNGEON_END      (lair_dungeon_end_get_type ())
#define LAIR_TYPE_DECISION_KIND    (lair_decision_kind_get_type ())
#define LAIR_TYPE_AI_KIND          (lair_ai_kind_get_type ())
#define LAIR_TYPE_GAME_RECORD      (lair_game_record_get_type ())

GType lair_seat_kind_get_type       (void) G_GNUC_CONST;
GType lair_selection_state_get_type (void) G_GNUC_CONST;
GType lair_seat_outcome_get_type    (void) G_GNUC_CONST;
GType lair_session_phase_get_type   (void) G_GNUC_CONST;
GType lair_play_wait_get_type       (void) G_GNUC_CONST;
GType lair_seat_turn_get_type       (void) G_GNUC_CONST;
GType lair_options_get_type         (void) G_GNUC_CONST;
GType lair_room_kind_get_type       (void) G_GNUC_CONST;
GType lair_adventure_get_type       (void) G_GNUC_CONST;
GType lair_choice_get_type          (void) G_GNUC_CONST;
GType lair_dungeon_end_get_type     (void) G_GNUC_CONST;
GType lair_decision_kind_get_type   (void) G_GNUC_CONST;
GType lair_ai_kind_get_type         (void) G_GNUC_CONST;
GType lair_game_record_get_type     (void) G_GNUC_CONST;

G_END_DECLS
