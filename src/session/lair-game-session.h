/* lair-game-session.h — the seats around the table and the game they play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "lair-game.h"
#include "lair-record.h"
#include "lair-room-item.h"
#include "lair-seat.h"
#include "lair-table-view.h"
#include "lair-session-enums.h"

G_BEGIN_DECLS

#define LAIR_SESSION_ERROR (lair_session_error_quark ())

/**
 * LairSessionError:
 * @LAIR_SESSION_ERROR_INVALID_SEAT: there is no such seat, or nobody sits there
 * @LAIR_SESSION_ERROR_WRONG_PHASE: not possible in the menu, or not during a game
 * @LAIR_SESSION_ERROR_NO_SEATS: Play with nobody seated
 * @LAIR_SESSION_ERROR_JOINING: Play while somebody is still joining
 * @LAIR_SESSION_ERROR_NOT_INSIDE: the seat is not in the dungeon
 * @LAIR_SESSION_ERROR_NOT_ALLOWED: the seat may not make that choice now
 * @LAIR_SESSION_ERROR_RESOLVED: the decision is already over
 * @LAIR_SESSION_ERROR_INVALID_DATA: resume data that is damaged or not a saved game
 * @LAIR_SESSION_ERROR_UNSUPPORTED_VERSION: resume data from another version
 */
typedef enum {
  LAIR_SESSION_ERROR_INVALID_SEAT,
  LAIR_SESSION_ERROR_WRONG_PHASE,
  LAIR_SESSION_ERROR_NO_SEATS,
  LAIR_SESSION_ERROR_JOINING,
  LAIR_SESSION_ERROR_NOT_INSIDE,
  LAIR_SESSION_ERROR_NOT_ALLOWED,
  LAIR_SESSION_ERROR_RESOLVED,
  LAIR_SESSION_ERROR_INVALID_DATA,
  LAIR_SESSION_ERROR_UNSUPPORTED_VERSION,
} LairSessionError;

/* The number of seats around the table. */
#define LAIR_N_SEATS LAIR_MAX_PLAYERS

#define LAIR_TYPE_EVENT (lair_event_get_type ())

GType             lair_event_get_type                  (void) G_GNUC_CONST;

#define LAIR_TYPE_GAME_SESSION (lair_game_session_get_type ())

G_DECLARE_FINAL_TYPE (LairGameSession, lair_game_session, LAIR, GAME_SESSION, GObject)

GQuark            lair_session_error_quark             (void);

LairGameSession  *lair_game_session_new                (void);

/* Seats and the menu */
GListModel       *lair_game_session_get_seats          (LairGameSession  *self);
LairSeat         *lair_game_session_get_seat           (LairGameSession  *self,
                                                        guint             index);
gboolean          lair_game_session_join_seat          (LairGameSession  *self,
                                                        guint             index,
                                                        GError          **error);
gboolean          lair_game_session_finish_joining     (LairGameSession  *self,
                                                        guint             index,
                                                        const char       *name,
                                                        GError          **error);
gboolean          lair_game_session_leave_seat         (LairGameSession  *self,
                                                        guint             index,
                                                        GError          **error);
gboolean          lair_game_session_make_computer      (LairGameSession  *self,
                                                        guint             index,
                                                        GError          **error);
gboolean          lair_game_session_get_can_play       (LairGameSession  *self);
LairPlayWait      lair_game_session_get_play_wait      (LairGameSession  *self);
void              lair_game_session_set_usage          (LairGameSession  *self,
                                                        const gint       *usage);
const gint       *lair_game_session_get_usage          (LairGameSession  *self);
guint64           lair_game_session_get_seed           (LairGameSession  *self);
void              lair_game_session_set_seed           (LairGameSession  *self,
                                                        guint64           seed);
gboolean          lair_game_session_play               (LairGameSession  *self,
                                                        GError          **error);
gboolean          lair_game_session_play_with_config   (LairGameSession  *self,
                                                        const LairGameConfig *config,
                                                        GError          **error);
void              lair_game_session_return_to_menu     (LairGameSession  *self);

/* The game */
LairSessionPhase  lair_game_session_get_phase          (LairGameSession  *self);
guint             lair_game_session_get_n_players      (LairGameSession  *self);
guint             lair_game_session_get_dungeon        (LairGameSession  *self);
LairAdventure     lair_game_session_get_adventure      (LairGameSession  *self);
guint             lair_game_session_get_room           (LairGameSession  *self);
GListModel       *lair_game_session_get_rooms          (LairGameSession  *self);
gint              lair_game_session_get_bravery        (LairGameSession  *self);
gint              lair_game_session_get_floor_gems     (LairGameSession  *self);
guint             lair_game_session_get_floor_bars     (LairGameSession  *self);
gint              lair_game_session_get_floor_bar_value (LairGameSession *self);
double            lair_game_session_get_lair_odds      (LairGameSession  *self);
double            lair_game_session_get_rumored_gems   (LairGameSession  *self);
LairDecisionKind  lair_game_session_get_decision_kind  (LairGameSession  *self);
guint             lair_game_session_get_decision       (LairGameSession  *self);
gboolean          lair_game_session_get_in_grace       (LairGameSession  *self);
LairTableView    *lair_game_session_get_table_view     (LairGameSession  *self);
const LairGameRecord *lair_game_session_get_record     (LairGameSession  *self);
gint              lair_game_session_get_dungeon_chest  (LairGameSession  *self,
                                                        guint             index,
                                                        guint             dungeon);

/* Choosing */
gboolean          lair_game_session_choose             (LairGameSession  *self,
                                                        guint             index,
                                                        LairChoice        choice,
                                                        GError          **error);
gboolean          lair_game_session_choose_for_decision (LairGameSession *self,
                                                        guint             decision,
                                                        guint             index,
                                                        LairChoice        choice,
                                                        GError          **error);
void              lair_game_session_set_selecting      (LairGameSession  *self,
                                                        guint             index,
                                                        gboolean          selecting);
void              lair_game_session_note_hint          (LairGameSession  *self,
                                                        guint             index);
gboolean          lair_game_session_hand_to_computer   (LairGameSession  *self,
                                                        guint             index,
                                                        GError          **error);
gboolean          lair_game_session_take_over          (LairGameSession  *self,
                                                        guint             index,
                                                        GError          **error);

/* Pacing */
void              lair_game_session_hold               (LairGameSession  *self);
void              lair_game_session_release            (LairGameSession  *self);
gboolean          lair_game_session_get_held           (LairGameSession  *self);
void              lair_game_session_end_reveal         (LairGameSession  *self);

/* Delays, in milliseconds */
guint             lair_game_session_get_grace_delay    (LairGameSession  *self);
void              lair_game_session_set_grace_delay    (LairGameSession  *self,
                                                        guint             delay);
guint             lair_game_session_get_think_delay    (LairGameSession  *self);
void              lair_game_session_set_think_delay    (LairGameSession  *self,
                                                        guint             delay);
guint             lair_game_session_get_reveal_delay   (LairGameSession  *self);
void              lair_game_session_set_reveal_delay   (LairGameSession  *self,
                                                        guint             delay);

/* Resume */
GBytes           *lair_game_session_save               (LairGameSession  *self);
gboolean          lair_game_session_restore            (LairGameSession  *self,
                                                        GBytes           *data,
                                                        GError          **error);
gboolean          lair_game_session_get_retelling      (LairGameSession  *self);

/* Watching a recorded game */

/**
 * LairWatchSeat:
 * @name: who sat there
 * @computer: the computer played the seat at the end of the game
 * @level: the computer's kind, for a computer seat
 * @achievements: what the history awarded the seat (bit LairAchievement)
 *
 * One seat of a game played again, as the history keeps it.
 */
typedef struct {
  const char *name;
  gboolean computer;
  LairAiKind level;
  guint32 achievements;
} LairWatchSeat;

gboolean          lair_game_session_watch              (LairGameSession  *self,
                                                        const LairGameConfig *config,
                                                        const LairWatchSeat *seats,
                                                        const LairChoice *choices,
                                                        guint             n_choices,
                                                        GError          **error);
gboolean          lair_game_session_get_watching       (LairGameSession  *self);
gboolean          lair_game_session_get_paused         (LairGameSession  *self);
void              lair_game_session_set_paused         (LairGameSession  *self,
                                                        gboolean          paused);
double            lair_game_session_get_watch_speed    (LairGameSession  *self);
void              lair_game_session_set_watch_speed    (LairGameSession  *self,
                                                        double            speed);
gboolean          lair_game_session_step               (LairGameSession  *self);
void              lair_game_session_stop_watching      (LairGameSession  *self);

void              lair_game_session_load_levels        (LairGameSession  *self,
                                                        GSettings        *settings);
void              lair_game_session_save_levels        (LairGameSession  *self,
                                                        GSettings        *settings);

/* Asking the Expert */

/**
 * LairAdviceOption:
 * @label: the option in words, such as “Leave”
 * @win: the share of the games played out that it wins, ties split
 */
typedef struct {
  char *label;
  double win;
  double margin;
} LairAdviceOption;

/**
 * LairAdvice:
 * @sentence: the advice in plain words
 * @n_options: the seat's options
 * @options: each option as its button names it, how often it wins and
 *   the margin of that share
 * @likely: the index in @options of the one that won most often
 * @clear: whether it won clearly; if not, the options are too close to
 *   tell apart
 *
 * What the Expert's games played out say of a seat's options at a
 * decision. An Expert seat plays by a rule of its own (see
 * lair_expert_advise()), which may keep another option when they are
 * close.
 */
typedef struct {
  char *sentence;
  guint n_options;
  LairAdviceOption options[LAIR_N_CHOICES];
  guint likely;
  gboolean clear;
} LairAdvice;

void              lair_advice_free                     (LairAdvice       *advice);
void              lair_advice_reword                   (LairAdvice       *advice);
void              lair_game_session_advise_async       (LairGameSession  *self,
                                                        guint             index,
                                                        GCancellable     *cancellable,
                                                        GAsyncReadyCallback callback,
                                                        gpointer          user_data);
LairAdvice       *lair_game_session_advise_finish      (LairGameSession  *self,
                                                        GAsyncResult     *result,
                                                        GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LairAdvice, lair_advice_free)

G_END_DECLS
