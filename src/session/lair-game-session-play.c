/* lair-game-session-play.c — the game of a LairGameSession
 *
 * Each decision, every seat inside chooses in secret; computer seats
 * answer after a short think; once all have chosen a grace period lets
 * anyone change their mind, then the step resolves. Everything the core
 * reports during a step is queued. Once the core is done, the phase and
 * the decision move on (the seats' choices clear), the queue becomes
 * signals in the order of the events, and last the other properties
 * notify what it all came to. So handlers see a game at rest and may call
 * back in.
 *
 * Every call that changes the game is written to a log, and the core is
 * deterministic, so replaying the log from the same configuration rebuilds
 * the game exactly: that is how a game resumes (lair-game-session-resume.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "lair-expert.h"
#include "lair-game-session-private.h"
#include "lair-rules.h"

typedef enum {
  STEP_START,
  STEP_DECIDE,
  STEP_NEXT_DUNGEON,
} StepKind;

static void start_computers (LairGameSession *self);

/* Helpers */

static void
clear_source (GSource **source)
{
  if (*source == NULL)
    return;
  g_source_destroy (*source);
  g_clear_pointer (source, g_source_unref);
}

/* Even a zero delay goes through the main loop, so a whole game of
 * computers never recurses. While the session is held the timer waits
 * unattached, with its delay in *left, until the last release. */
static GSource *
schedule (LairGameSession *self,
          guint            delay,
          guint           *left,
          GSourceFunc      func,
          gpointer         data)
{
  GSource *source = g_timeout_source_new (delay);

  g_source_set_callback (source, func, data, NULL);
  g_source_set_static_name (source, "[spider-lair] session");
  *left = delay;
  if (self->holds == 0)
    g_source_attach (source, self->context);
  return source;
}

/* A delay at the pace a watched game is shown at. */
static guint
paced (LairGameSession *self,
       guint            delay)
{
  if (self->watch == NULL || delay == 0)
    return delay;
  return MAX (1, (guint) (delay / self->watch_speed));
}

static void
set_int (LairGameSession *self,
         gint            *field,
         gint             value,
         guint            prop)
{
  lair_set_int_and_notify (G_OBJECT (self), field, value, lair_game_session_properties[prop]);
}

static void
set_double (LairGameSession *self,
            double          *field,
            double           value,
            guint            prop)
{
  lair_set_double_and_notify (G_OBJECT (self), field, value, lair_game_session_properties[prop]);
}

static void
set_bool (LairGameSession *self,
          gboolean        *field,
          gboolean         value,
          guint            prop)
{
  lair_set_boolean_and_notify (G_OBJECT (self), field, value, lair_game_session_properties[prop]);
}

void
lair_game_session_set_phase (LairGameSession  *self,
                             LairSessionPhase  phase)
{
  if (self->phase == phase)
    return;
  self->phase = phase;
  lair_game_session_notify (self, PROP_PHASE);
}

static gboolean
is_deciding (LairGameSession *self)
{
  return self->game != NULL && lair_game_get_phase (self->game) == LAIR_PHASE_DECISION;
}

static void
log_entry (LairGameSession  *self,
           LairLogType       type,
           guint             player,
           const LairChoice *row)
{
  LairLogEntry entry;

  memset (&entry, LAIR_LOG_NO_CHOICE, sizeof entry);
  entry.type = type;
  entry.seat = type == LAIR_LOG_DECIDE ? 0 : player;
  if (row != NULL)
    for (guint p = 0; p < self->n_players; p++)
      entry.choices[p] = row[p] == LAIR_CHOICE_NONE ? LAIR_LOG_NO_CHOICE : (guint8) row[p];
  g_array_append_val (self->log, entry);
}

/* A hint changes nothing in the game, but the record counts it, and so
 * does the log, for a resumed game to count it again. */
void
lair_game_session_count_hint (LairGameSession *self,
                              guint            player)
{
  self->record.seats[player].hints++;
  log_entry (self, LAIR_LOG_HINT, player, NULL);
}

/* Publishing the state */

void
lair_game_session_sync (LairGameSession *self)
{
  const LairGame *game = self->game;
  gboolean deciding = is_deciding (self);
  guint occupied = 0;
  gboolean joining = FALSE;

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = self->seat_array[i];
      gint p = lair_seat_get_player (seat);

      occupied += lair_seat_get_kind (seat) != LAIR_SEAT_EMPTY;
      joining |= lair_seat_get_joining (seat);
      lair_seat_sync (seat, game);
      /* nobody chooses in a game that is watched: it plays as recorded */
      lair_seat_set_options (seat, deciding && p >= 0 && self->watch == NULL ? lair_game_get_options (game, p) : 0);
    }

  /* what Play waits for, if anything: it can play when nothing */
  {
    LairPlayWait wait = occupied == 0 ? LAIR_PLAY_WAIT_SEATS
                        : joining ? LAIR_PLAY_WAIT_JOINING
                        : self->phase != LAIR_SESSION_MENU ? LAIR_PLAY_WAIT_GAME
                        : LAIR_PLAY_WAIT_NONE;

    set_bool (self, &self->can_play, wait == LAIR_PLAY_WAIT_NONE, PROP_CAN_PLAY);
    if (self->play_wait != wait)
      {
        self->play_wait = wait;
        lair_game_session_notify (self, PROP_PLAY_WAIT);
      }
  }
  lair_game_session_set_uint (self, &self->published_players, game != NULL ? self->n_players : 0, PROP_N_PLAYERS);

  if (game != NULL)
    {
      guint dungeon = lair_game_get_dungeon (game);
      LairAdventure adventure = lair_game_get_adventure (game, dungeon);

      lair_game_session_set_uint (self, &self->dungeon, dungeon + 1, PROP_DUNGEON);
      if (self->adventure != adventure)
        {
          self->adventure = adventure;
          lair_game_session_notify (self, PROP_ADVENTURE);
        }
      lair_game_session_set_uint (self, &self->room, MAX (0, lair_game_get_room_number (game)), PROP_ROOM);
      set_int (self, &self->bravery, lair_game_get_bravery (game), PROP_BRAVERY);
      set_int (self, &self->floor_gems, lair_game_get_floor_gems (game), PROP_FLOOR_GEMS);
      lair_game_session_set_uint (self, &self->floor_bars, lair_game_get_n_floor_bars (game), PROP_FLOOR_BARS);
      set_int (self, &self->floor_bar_value, lair_game_get_floor_bar_value (game), PROP_FLOOR_BAR_VALUE);
    }
  else
    {
      lair_game_session_set_uint (self, &self->dungeon, 0, PROP_DUNGEON);
      lair_game_session_set_uint (self, &self->room, 0, PROP_ROOM);
      set_int (self, &self->bravery, 0, PROP_BRAVERY);
      set_int (self, &self->floor_gems, 0, PROP_FLOOR_GEMS);
      lair_game_session_set_uint (self, &self->floor_bars, 0, PROP_FLOOR_BARS);
      set_int (self, &self->floor_bar_value, 0, PROP_FLOOR_BAR_VALUE);
    }

  /* the odds and the rumor speak of the next room, so only while deciding */
  set_double (self, &self->odds, deciding ? lair_game_get_odds (game) : 0.0, PROP_LAIR_ODDS);
  set_double (self, &self->rumor, deciding ? lair_game_get_rumor (game) : 0.0, PROP_RUMORED_GEMS);
  if (deciding && self->decision_kind != lair_game_get_decision_kind (game))
    {
      self->decision_kind = lair_game_get_decision_kind (game);
      lair_game_session_notify (self, PROP_DECISION_KIND);
    }
}

/* Events into signals */

static LairSeat *
player_seat (LairGameSession *self,
             gint             player)
{
  g_assert (player >= 0 && (guint) player < self->n_players);
  return self->players[player];
}

/* The event as the session's event signal tells it: its seat numbered
 * as the table's seats are */
static void
emit_event (LairGameSession *self,
            const LairEvent *event)
{
  LairEvent told = *event;

  if (told.seat >= 0)
    told.seat = lair_seat_get_index (player_seat (self, told.seat));
  g_signal_emit (self, lair_game_session_signals[EVENT], 0, &told);
}

static void
reveal_rest (LairGameSession *self)
{
  guint entered = g_list_model_get_n_items (G_LIST_MODEL (self->rooms));
  guint n_rooms = lair_game_get_n_rooms (self->game);
  g_autoptr(GPtrArray) rest = g_ptr_array_new_with_free_func (g_object_unref);

  gint bars = 0;

  for (guint p = 0; p < self->n_players; p++)
    bars += lair_game_seat_get_gold_bars (self->game, p);

  /* what each would have held, had the players come in now */
  for (guint i = entered; i < n_rooms; i++)
    {
      const LairRoom *room = lair_game_get_room (self->game, i);
      LairRoomItem *item = lair_room_item_new (i + 1, room, FALSE);

      if (room->kind == LAIR_ROOM_GEMS)
        lair_room_item_set_value (item, lair_rules_gem_count (lair_game_get_bravery (self->game), room->arg));
      else if (room->kind == LAIR_ROOM_GOLD)
        lair_room_item_set_value (item, lair_rules_gold_value (bars, self->n_players));
      g_ptr_array_add (rest, item);
    }
  if (rest->len > 0)
    g_list_store_splice (self->rooms, entered, 0, rest->pdata, rest->len);
}

/* Handles events[*i] (and, for choices, the ones that follow it) and
 * advances *i past them. */
static void
handle_event (LairGameSession *self,
              GArray          *events,
              guint           *i)
{
  const LairEvent *event = &g_array_index (events, LairEvent, *i);
  guint first = *i;
  guint serial = self->serial;
  /* a dungeon played back is told again, but no decision begins in it
   * and no game ends */
  gboolean emit = !self->replaying ||
                  (self->retelling && event->type != LAIR_EVENT_DECISION &&
                   event->type != LAIR_EVENT_GAME_FINISHED);

  (*i)++;

  switch (event->type)
    {
    case LAIR_EVENT_DUNGEON_BUILT:
      for (guint p = 0; p < self->n_players; p++)
        lair_seat_set_outcome (self->players[p], LAIR_OUTCOME_NONE, 0, 0, 0, 0);
      self->current_room = NULL;
      g_list_store_remove_all (self->rooms);
      if (emit)
        g_signal_emit (self, lair_game_session_signals[DUNGEON_STARTED], 0, (guint) event->dungeon_built.dungeon + 1, event->dungeon_built.adventure);
      break;

    case LAIR_EVENT_ROOM_ENTERED:
      {
        g_autoptr(LairRoomItem) item =
          lair_room_item_new (event->room_entered.number,
                              lair_game_get_room (self->game, event->room_entered.index), TRUE);

        if (self->current_room != NULL)
          lair_room_item_set_current (self->current_room, FALSE);
        lair_room_item_set_current (item, TRUE);
        g_list_store_append (self->rooms, item);
        self->current_room = item;
        if (emit)
          g_signal_emit (self, lair_game_session_signals[ROOM_REVEALED], 0, item);
      }
      break;

    case LAIR_EVENT_BATS:
      if (emit)
        g_signal_emit (self, lair_game_session_signals[BATS_DISTURBED], 0, (guint) event->bats.room);
      break;

    case LAIR_EVENT_GEMS_FOUND:
      if (self->current_room != NULL)
        lair_room_item_set_value (self->current_room, event->gems_found.gems);
      if (emit)
        g_signal_emit (self, lair_game_session_signals[GEMS_FOUND], 0,
                       event->gems_found.gems, event->gems_found.floor);
      break;

    case LAIR_EVENT_GEMS_SHARED:
      if (emit)
        g_signal_emit (self, lair_game_session_signals[GEMS_SHARED], 0, player_seat (self, event->seat),
                       event->gems_shared.gems);
      break;

    case LAIR_EVENT_GOLD_FOUND:
      if (self->current_room != NULL)
        lair_room_item_set_value (self->current_room, event->gold_found.value);
      if (emit)
        g_signal_emit (self, lair_game_session_signals[GOLD_FOUND], 0, event->gold_found.value);
      break;

    case LAIR_EVENT_SCOUT_REPORT:
      if (self->current_room != NULL)
        {
          g_autofree char *text = NULL;

          if (event->scout_report.from == event->scout_report.to)
            text = g_strdup_printf (_("The lair lies in room %d"), event->scout_report.from);
          else
            text = g_strdup_printf (_("The lair lies between rooms %d and %d"),
                                    event->scout_report.from, event->scout_report.to);
          lair_room_item_set_outcome (self->current_room, text);
        }
      if (emit)
        g_signal_emit (self, lair_game_session_signals[SCOUT_REPORTED], 0,
                       event->scout_report.from, event->scout_report.to);
      break;

    case LAIR_EVENT_COINS_FOUND:
      if (emit)
        g_signal_emit (self, lair_game_session_signals[COINS_FOUND], 0,
                       event->coins_found.side, event->coins_found.coins, event->coins_found.left);
      break;

    case LAIR_EVENT_QUEEN_PAID:
    case LAIR_EVENT_TOLL_GIFT:
    case LAIR_EVENT_CHANGELING_STOLE:
    case LAIR_EVENT_BANKED:
    case LAIR_EVENT_SUN_MOON:
    case LAIR_EVENT_MONTE:
    case LAIR_EVENT_TOLL_PAID:
    case LAIR_EVENT_COINS_SHARED:
    case LAIR_EVENT_MUSHROOM:
    case LAIR_EVENT_DEAL:
    case LAIR_EVENT_CARRY:
      /* told by the event signal alone */
      break;

    case LAIR_EVENT_DECISION:
      if (emit)
        g_signal_emit (self, lair_game_session_signals[DECISION_STARTED], 0,
                       (guint) event->decision.room, event->decision.kind);
      break;

    case LAIR_EVENT_CHOICE:
      {
        /* one signal for the choices of one decision: the moment they
         * are shown */
        GVariantBuilder builder;

        g_variant_builder_init (&builder, G_VARIANT_TYPE ("a(ui)"));
        g_variant_builder_add (&builder, "(ui)",
                               lair_seat_get_index (player_seat (self, event->seat)),
                               event->choice.choice);
        for (; *i < events->len; (*i)++)
          {
            const LairEvent *next = &g_array_index (events, LairEvent, *i);

            if (next->type != LAIR_EVENT_CHOICE)
              break;
            g_variant_builder_add (&builder, "(ui)",
                                   lair_seat_get_index (player_seat (self, next->seat)),
                                   next->choice.choice);
          }
        if (emit)
          {
            /* sunk first: with no handler connected, nothing would */
            g_autoptr(GVariant) choices = g_variant_ref_sink (g_variant_builder_end (&builder));

            g_signal_emit (self, lair_game_session_signals[CHOICES_RESOLVED], 0, choices);
          }
        else
          g_variant_builder_clear (&builder);
      }
      break;

    case LAIR_EVENT_SEAT_LEFT:
      {
        LairSeat *seat = player_seat (self, event->seat);

        lair_seat_set_outcome (seat, LAIR_OUTCOME_LEFT, event->seat_left.gems, event->seat_left.bars,
                               event->seat_left.bars_value, event->seat_left.coins);
        lair_seat_set_bar_value (seat, lair_seat_get_bar_value (seat) + event->seat_left.bars_value);
      }
      if (emit)
        g_signal_emit (self, lair_game_session_signals[SEAT_LEFT], 0, player_seat (self, event->seat),
                       event->seat_left.gems, event->seat_left.bars, event->seat_left.bars_value,
                       event->seat_left.coins, (guint) event->seat_left.flags);
      break;

    case LAIR_EVENT_SPIDER:
      lair_seat_set_outcome (player_seat (self, event->seat), LAIR_OUTCOME_SCARED, event->spider.gems, 0, 0, 0);
      if (emit)
        g_signal_emit (self, lair_game_session_signals[SPIDER_STRUCK], 0, player_seat (self, event->seat),
                       event->spider.gems);
      break;

    case LAIR_EVENT_DUNGEON_FINISHED:
      /* events are handled after the step, so the chests are the
       * dungeon's last */
      for (guint p = 0; p < self->n_players; p++)
        self->dungeon_chests[lair_game_get_dungeon (self->game)][p] = lair_game_seat_get_chest (self->game, p);
      if (self->current_room != NULL)
        lair_room_item_set_current (self->current_room, FALSE);
      self->current_room = NULL;
      reveal_rest (self);
      if (emit)
        g_signal_emit (self, lair_game_session_signals[DUNGEON_FINISHED], 0,
                       event->dungeon_finished.end, event->dungeon_finished.depth,
                       event->dungeon_finished.lair_room, event->dungeon_finished.left_behind);
      break;

    case LAIR_EVENT_GAME_FINISHED:
      if (emit)
        g_signal_emit (self, lair_game_session_signals[GAME_FINISHED], 0, &self->record);
      break;

    case LAIR_EVENT_GAME_STARTED:
      for (guint p = 0; p < self->n_players; p++)
        lair_seat_set_bar_value (self->players[p], 0);
      memset (self->dungeon_chests, 0xff, sizeof self->dungeon_chests);
      break;

    case LAIR_EVENT_LEAVERS:
    case LAIR_EVENT_BRAVERY:
    case LAIR_N_EVENTS:
    default:
      break;
    }

  /* then the events themselves, once the session stands where they
   * leave it, unless a handler above ended the game */
  for (guint k = first; emit && k < *i && self->serial == serial; k++)
    emit_event (self, &g_array_index (events, LairEvent, k));
}

static void
handle_events (LairGameSession *self,
               GArray          *events,
               guint            serial)
{
  guint i = 0;

  /* a handler may end the game (back to the menu, a new game): the rest
   * of the events then belong to a game that is gone */
  while (i < events->len && self->serial == serial)
    handle_event (self, events, &i);
}

static void
event_cb (const LairEvent *event,
          gpointer         user_data)
{
  LairGameSession *self = user_data;

  /* the record counts computer seats as they are at the end */
  if (event->type == LAIR_EVENT_GAME_FINISHED)
    for (guint p = 0; p < self->n_players; p++)
      self->record.seats[p].computer = lair_game_seat_is_computer (self->game, p);

  lair_record_event (event, &self->record);
  g_array_append_val (self->events, *event);
}

/* Decisions */

static void
clear_decision (LairGameSession *self)
{
  clear_source (&self->grace_source);
  set_bool (self, &self->in_grace, FALSE, PROP_IN_GRACE);
  for (guint p = 0; p < LAIR_MAX_PLAYERS; p++)
    {
      clear_source (&self->think_sources[p]);
      self->choices[p] = LAIR_CHOICE_NONE;
      self->ai_choices[p] = LAIR_CHOICE_NONE;
    }
  /* an Expert still thinking about this decision answers into the void */
  self->think_round++;
  self->thinking = 0;
  for (guint p = 0; p < self->n_players; p++)
    {
      lair_seat_set_choice (self->players[p], LAIR_CHOICE_NONE);
      lair_seat_set_selection (self->players[p], LAIR_SELECTION_NONE);
    }
}

static void resolve (LairGameSession *self);

static gboolean
grace_cb (gpointer user_data)
{
  LairGameSession *self = user_data;

  g_clear_pointer (&self->grace_source, g_source_unref);
  set_bool (self, &self->in_grace, FALSE, PROP_IN_GRACE);
  resolve (self);

  return G_SOURCE_REMOVE;
}

static void
maybe_start_grace (LairGameSession *self)
{
  if (self->grace_source != NULL || !is_deciding (self))
    return;

  for (guint p = 0; p < self->n_players; p++)
    if (lair_game_seat_is_inside (self->game, p) && self->choices[p] == LAIR_CHOICE_NONE)
      return;

  self->grace_source = schedule (self, paced (self, self->grace_delay), &self->grace_left, grace_cb, self);
  set_bool (self, &self->in_grace, TRUE, PROP_IN_GRACE);
}

/* The seat is choosing again: its choice is gone, and with it the grace
 * that waits only once everyone has chosen */
static void
withdraw_choice (LairGameSession *self,
                 guint            player)
{
  self->choices[player] = LAIR_CHOICE_NONE;
  lair_seat_set_choice (self->players[player], LAIR_CHOICE_NONE);
  clear_source (&self->grace_source);
  set_bool (self, &self->in_grace, FALSE, PROP_IN_GRACE);
}

static void
set_choice (LairGameSession *self,
            guint            player,
            LairChoice       choice)
{
  LairSeat *seat = self->players[player];

  self->choices[player] = choice;
  lair_seat_set_choice (seat, choice);
  lair_seat_set_selection (seat, LAIR_SELECTION_SELECTED);
  maybe_start_grace (self);
}

static gboolean
think_cb (gpointer user_data)
{
  Thinker *thinker = user_data;
  LairGameSession *self = thinker->session;
  guint p = thinker->player;

  g_clear_pointer (&self->think_sources[p], g_source_unref);

  /* somebody has the seat's menu open, maybe to take it over: the
   * computer's answer waits until the menu closes; an Expert still
   * thinking answers when it is done */
  if (lair_seat_get_selection (self->players[p]) == LAIR_SELECTION_SELECTING ||
      self->ai_choices[p] == LAIR_CHOICE_NONE)
    return G_SOURCE_REMOVE;

  set_choice (self, p, self->ai_choices[p]);

  return G_SOURCE_REMOVE;
}

static void
consult (LairGameSession *self,
         guint            player)
{
  self->ai_choices[player] = lair_ai_choose (self->game, player);
  log_entry (self, LAIR_LOG_AI, player, NULL);
}

/* Back on the main thread: the answer counts only if the decision is still
 * the one it was about and the computer still plays the seat. */
static void
expert_thought_cb (GObject      *source_object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  LairGameSession *self = LAIR_GAME_SESSION (source_object);
  const LairExpertQuestion *thought = lair_game_session_ask_expert_finish (self, result, NULL);
  LairChoice choice;
  guint p;

  if (thought == NULL)
    return;
  p = thought->player;
  choice = thought->advice.n_options > 0 ? thought->advice.options[thought->advice.best].choice
                                         : LAIR_CHOICE_NONE;
  if (thought->serial != self->serial || thought->round != self->think_round ||
      !(self->thinking & (1u << p)))
    return;
  self->thinking &= ~(1u << p);
  if (!is_deciding (self) || !lair_game_seat_is_inside (self->game, p) ||
      !lair_game_seat_is_computer (self->game, p) || self->ai_choices[p] != LAIR_CHOICE_NONE ||
      !(lair_game_get_options (self->game, p) & LAIR_OPTION (choice)))
    return;

  /* a seat changed hands meanwhile, which the table shows: the answer
   * must be the one a resumed game gets when it asks at this point */
  {
    g_autoptr(LairTableView) now = lair_table_view_new (self->game);

    if (!lair_table_view_equal (now, thought->view))
      choice = lair_expert_choose (now, p);
  }
  self->ai_choices[p] = choice;
  log_entry (self, LAIR_LOG_AI, p, NULL);
  /* the think delay is over already: answer now */
  if (self->think_sources[p] == NULL && self->choices[p] == LAIR_CHOICE_NONE &&
      lair_seat_get_selection (self->players[p]) != LAIR_SELECTION_SELECTING)
    set_choice (self, p, choice);
}

/* The Expert plays games out before it answers, which takes a moment: with
 * a think delay it thinks in a thread so the board goes on; without one
 * (tests) it answers at once. Its answer depends only on the table, so a
 * resumed game asking again gets the same. */
static gboolean
think_in_thread (LairGameSession *self,
                 guint            player)
{
  if (self->think_delay == 0 || self->replaying ||
      lair_game_seat_get_level (self->game, player)->kind != LAIR_AI_EXPERT)
    return FALSE;
  if (self->thinking & (1u << player))
    return TRUE;

  self->thinking |= 1u << player;
  lair_game_session_ask_expert (self, player, NULL, expert_thought_cb, NULL);
  return TRUE;
}

static guint
think_time (LairGameSession *self)
{
  if (self->think_delay == 0)
    return 0;
  /* about a third either way, so the computers do not all answer at once */
  return paced (self, (guint) (self->think_delay * g_random_double_range (2.0 / 3.0, 4.0 / 3.0)));
}

/* Every computer seat inside that has not answered yet starts thinking.
 * In a game that is watched every seat inside does, with the choice it
 * made when the game was played. */
static void
start_computers (LairGameSession *self)
{
  if (!is_deciding (self) || self->replaying)
    return;

  if (self->watch != NULL)
    lair_game_session_watch_hand_out (self);

  for (guint p = 0; p < self->n_players; p++)
    {
      if (!lair_game_seat_is_inside (self->game, p) ||
          (!lair_game_seat_is_computer (self->game, p) && self->watch == NULL) ||
          self->choices[p] != LAIR_CHOICE_NONE ||
          self->think_sources[p] != NULL)
        continue;

      if (self->ai_choices[p] == LAIR_CHOICE_NONE && !think_in_thread (self, p))
        consult (self, p);
      self->think_sources[p] = schedule (self, think_time (self), &self->think_left[p],
                                           think_cb, &self->thinkers[p]);
    }
}

static void
reveal_cb (gpointer user_data);

static gboolean
reveal_source_cb (gpointer user_data)
{
  reveal_cb (user_data);
  return G_SOURCE_REMOVE;
}

/* What follows a step of the core: a new decision, the reveal at the end
 * of a dungeon, or the end of the game. */
static void
after_step (LairGameSession *self)
{
  clear_decision (self);

  switch (lair_game_get_phase (self->game))
    {
    case LAIR_PHASE_DECISION:
      self->decision++;
      lair_game_session_notify (self, PROP_DECISION);
      lair_game_session_set_phase (self, LAIR_SESSION_PLAYING);
      start_computers (self);
      break;

    case LAIR_PHASE_DUNGEON_OVER:
      lair_game_session_set_phase (self, LAIR_SESSION_REVEAL);
      if (!self->replaying)
        self->reveal_source = schedule (self, paced (self, self->reveal_delay), &self->reveal_left,
                                        reveal_source_cb, self);
      break;

    case LAIR_PHASE_GAME_OVER:
      if (self->watch != NULL)
        lair_game_session_watch_finished (self);
      for (guint p = 0; p < self->n_players; p++)
        lair_seat_set_result (self->players[p], self->record.seats[p].winner,
                              self->record.seats[p].achievements);
      lair_game_session_set_phase (self, LAIR_SESSION_FINISHED);
      break;

    case LAIR_PHASE_NEW:
    default:
      g_assert_not_reached ();
    }
}

/* One call into the core, then what it reported. Returns %FALSE, changing
 * nothing, if the core refuses the choices. */
static gboolean
run_step (LairGameSession  *self,
          StepKind          kind,
          const LairChoice *row)
{
  g_autoptr(GArray) events = NULL;
  guint serial = self->serial;

  g_array_set_size (self->events, 0);

  switch (kind)
    {
    case STEP_START:
      lair_game_start (self->game);
      break;

    case STEP_DECIDE:
      if (!lair_game_decide (self->game, row, NULL))
        return FALSE;
      log_entry (self, LAIR_LOG_DECIDE, 0, row);
      break;

    case STEP_NEXT_DUNGEON:
      lair_game_next_dungeon (self->game);
      log_entry (self, LAIR_LOG_NEXT_DUNGEON, 0, NULL);
      break;

    default:
      g_assert_not_reached ();
    }

  /* handlers may start another game, which fills a new queue */
  events = g_steal_pointer (&self->events);
  self->events = g_array_new (FALSE, FALSE, sizeof (LairEvent));

  /* the signals tell what happened, in order; then the properties
   * notify what it all came to */
  g_object_ref (self);
  after_step (self);
  handle_events (self, events, serial);
  if (!self->replaying)
    lair_game_session_sync (self);
  g_object_unref (self);

  return TRUE;
}

static void
resolve (LairGameSession *self)
{
  LairChoice row[LAIR_MAX_PLAYERS];

  for (guint p = 0; p < LAIR_MAX_PLAYERS; p++)
    row[p] = p < self->n_players && lair_game_seat_is_inside (self->game, p)
             ? self->choices[p] : LAIR_CHOICE_NONE;

  /* every choice was checked against the seat's options when made */
  if (!run_step (self, STEP_DECIDE, row))
    g_critical ("The game refused the choices of decision %u", self->decision);
}

static void
reveal_cb (gpointer user_data)
{
  LairGameSession *self = user_data;

  g_clear_pointer (&self->reveal_source, g_source_unref);
  run_step (self, STEP_NEXT_DUNGEON, NULL);
}

/* Resolves the current decision at once with the choices handed out for
 * it, held or not: a watched game stepped by hand. */
gboolean
lair_game_session_step_decision (LairGameSession *self)
{
  LairChoice row[LAIR_MAX_PLAYERS];

  if (!is_deciding (self))
    return FALSE;
  for (guint p = 0; p < LAIR_MAX_PLAYERS; p++)
    {
      row[p] = p < self->n_players && lair_game_seat_is_inside (self->game, p)
               ? self->ai_choices[p] : LAIR_CHOICE_NONE;
      if (row[p] == LAIR_CHOICE_NONE && p < self->n_players && lair_game_seat_is_inside (self->game, p))
        return FALSE;
    }
  return run_step (self, STEP_DECIDE, row);
}

/* Ends the reveal at once and builds the next dungeon. */
gboolean
lair_game_session_step_dungeon (LairGameSession *self)
{
  if (self->game == NULL || lair_game_get_phase (self->game) != LAIR_PHASE_DUNGEON_OVER)
    return FALSE;
  clear_source (&self->reveal_source);
  return run_step (self, STEP_NEXT_DUNGEON, NULL);
}

/* Seats changing hands */

static void
set_seat_computer (LairGameSession *self,
                   LairSeat        *seat,
                   gboolean         computer)
{
  gint p = lair_seat_get_player (seat);

  lair_seat_set_kind (seat, computer ? LAIR_SEAT_COMPUTER : LAIR_SEAT_HUMAN);
  lair_seat_set_joining (seat, FALSE);
  if (self->game != NULL && p >= 0)
    {
      lair_game_set_seat_computer (self->game, p, computer);
      log_entry (self, computer ? LAIR_LOG_COMPUTER : LAIR_LOG_HUMAN, p, NULL);
      if (!computer)
        clear_source (&self->think_sources[p]);
      /* the personality shows only on computer seats */
      lair_seat_sync (seat, self->game);
      /* told as the events are: not for a dungeon played back in silence */
      if (!self->replaying || self->retelling)
        g_signal_emit (self, lair_game_session_signals[SEAT_HANDED], 0, seat, computer);
    }
}

/* The game as a whole */

static void
free_scripts (LairGameSession *self)
{
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    g_clear_pointer (&self->scripts[d], g_free);
  self->scripted = FALSE;
}

/* Stops the game without a word, as the session goes. */
void
lair_game_session_stop_game (LairGameSession *self)
{
  for (guint p = 0; p < LAIR_MAX_PLAYERS; p++)
    clear_source (&self->think_sources[p]);
  clear_source (&self->grace_source);
  clear_source (&self->reveal_source);
  g_clear_pointer (&self->game, lair_game_free);
  free_scripts (self);
  self->current_room = NULL;
  memset (self->players, 0, sizeof self->players);
  self->n_players = 0;
}

/* Ends the game: the seats keep who sits there and show nothing more. */
void
lair_game_session_discard_game (LairGameSession *self)
{
  clear_decision (self);
  clear_source (&self->reveal_source);
  g_clear_pointer (&self->game, lair_game_free);
  free_scripts (self);
  self->serial++;
  self->current_room = NULL;
  g_list_store_remove_all (self->rooms);
  g_array_set_size (self->events, 0);
  g_array_set_size (self->log, 0);
  lair_record_begin (&self->record);
  lair_game_session_set_uint (self, &self->decision, 0, PROP_DECISION);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = self->seat_array[i];

      lair_seat_set_player (seat, -1);
      lair_seat_set_choice (seat, LAIR_CHOICE_NONE);
      lair_seat_set_selection (seat, LAIR_SELECTION_NONE);
      lair_seat_set_result (seat, FALSE, 0);
    }
  memset (self->players, 0, sizeof self->players);
  self->n_players = 0;
}

void
lair_game_session_start_game (LairGameSession      *self,
                              const LairGameConfig *config)
{
  LairGameConfig copy = *config;
  LairDungeonScript *scripts[LAIR_N_DUNGEONS] = { NULL };
  gboolean scripted = FALSE;
  guint p = 0;

  /* copied before the old game goes, in case they are the same */
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    if (config->scripts[d] != NULL)
      {
        scripts[d] = g_memdup2 (config->scripts[d], sizeof (LairDungeonScript));
        copy.scripts[d] = scripts[d];
        scripted = TRUE;
      }

  g_object_ref (self);
  lair_game_session_discard_game (self);
  memcpy (self->scripts, scripts, sizeof scripts);
  self->scripted = scripted;

  copy.computers = 0;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = self->seat_array[i];

      if (lair_seat_get_kind (seat) == LAIR_SEAT_EMPTY)
        continue;
      if (lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER)
        copy.computers |= 1u << p;
      lair_seat_set_player (seat, p);
      self->players[p++] = seat;
    }
  g_assert (p == copy.n_players);

  self->n_players = p;
  self->config = copy;
  if (self->seed != copy.seed)
    {
      self->seed = copy.seed;
      lair_game_session_notify (self, PROP_SEED);
    }
  self->seed_set = FALSE;

  self->game = lair_game_new (&self->config);
  lair_game_set_event_func (self->game, event_cb, self);
  lair_game_session_set_phase (self, LAIR_SESSION_PLAYING);
  run_step (self, STEP_START, NULL);
  g_object_unref (self);
}

/* Choosing */

static LairSeat *
get_player_seat (LairGameSession  *self,
                 guint             index,
                 GError          **error)
{
  LairSeat *seat;

  if (self->phase == LAIR_SESSION_MENU)
    {
      g_set_error_literal (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE,
                           _("No game is being played"));
      return NULL;
    }
  if ((seat = lair_game_session_find_seat (self, index, error)) == NULL)
    return NULL;
  g_assert (lair_seat_get_player (seat) >= 0);
  return seat;
}

/* A seat of the game being played, for a change of who plays it */
static LairSeat *
get_seat_in_play (LairGameSession  *self,
                  guint             index,
                  GError          **error)
{
  if (self->watch != NULL)
    {
      g_set_error_literal (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE,
                           _("This game is being watched, not played"));
      return NULL;
    }
  if (self->phase == LAIR_SESSION_FINISHED)
    {
      g_set_error_literal (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE,
                           _("The game is over"));
      return NULL;
    }
  return get_player_seat (self, index, error);
}

/**
 * lair_game_session_choose_for_decision:
 * @self: a #LairGameSession
 * @decision: the decision the choice is meant for (LairGameSession:decision
 *   when the menu opened), or 0 for the current one
 * @index: the seat
 * @choice: one of the seat's options
 * @error: return location for a #GError
 *
 * The seat chooses, in secret. Until the step resolves it may choose
 * again. Choosing for a computer seat takes it over: it becomes a human
 * seat. A choice for a decision that has already resolved is refused.
 *
 * Returns: %TRUE if the choice was taken
 */
gboolean
lair_game_session_choose_for_decision (LairGameSession  *self,
                                       guint             decision,
                                       guint             index,
                                       LairChoice        choice,
                                       GError          **error)
{
  LairSeat *seat;
  guint p;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);

  if ((seat = get_player_seat (self, index, error)) == NULL)
    return FALSE;
  p = lair_seat_get_player (seat);

  if (self->watch != NULL)
    {
      g_set_error_literal (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE,
                           _("This game is being watched, not played"));
      return FALSE;
    }
  if (!is_deciding (self) || (decision != 0 && decision != self->decision))
    {
      g_set_error_literal (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_RESOLVED,
                           _("Too late: that decision is over"));
      return FALSE;
    }
  if (!lair_game_seat_is_inside (self->game, p))
    {
      g_set_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_NOT_INSIDE,
                   _("%s is not in the dungeon"), lair_seat_get_name (seat));
      return FALSE;
    }
  if (choice < 0 || choice >= LAIR_N_CHOICES ||
      !(lair_game_get_options (self->game, p) & LAIR_OPTION (choice)))
    {
      g_set_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_NOT_ALLOWED,
                   _("%s cannot choose that now"), lair_seat_get_name (seat));
      return FALSE;
    }

  if (lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER)
    set_seat_computer (self, seat, FALSE);

  set_choice (self, p, choice);
  return TRUE;
}

/**
 * lair_game_session_choose:
 * @self: a #LairGameSession
 * @index: the seat
 * @choice: one of the seat's options
 * @error: return location for a #GError
 *
 * lair_game_session_choose_for_decision() for the current decision.
 *
 * Returns: %TRUE if the choice was taken
 */
gboolean
lair_game_session_choose (LairGameSession  *self,
                          guint             index,
                          LairChoice        choice,
                          GError          **error)
{
  return lair_game_session_choose_for_decision (self, 0, index, choice, error);
}

/**
 * lair_game_session_set_selecting:
 * @self: a #LairGameSession
 * @index: the seat
 * @selecting: %TRUE when the seat's menu opens, %FALSE when it closes
 *
 * Shows that somebody is choosing for the seat. A computer seat whose
 * menu is open waits with its answer, as somebody may take it over: an
 * answer it already gave is withdrawn, so the menu shows no choice and
 * the grace waits, and given again if the menu closes with no choice.
 * Ignored for seats that are not deciding.
 */
void
lair_game_session_set_selecting (LairGameSession *self,
                                 guint            index,
                                 gboolean         selecting)
{
  LairSeat *seat;
  gint p;

  g_return_if_fail (LAIR_IS_GAME_SESSION (self));
  g_return_if_fail (index < LAIR_N_SEATS);

  seat = self->seat_array[index];
  p = lair_seat_get_player (seat);
  if (!is_deciding (self) || p < 0 || !lair_game_seat_is_inside (self->game, p) || self->watch != NULL)
    return;

  if (selecting)
    {
      if (lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER && self->choices[p] != LAIR_CHOICE_NONE)
        withdraw_choice (self, p);
      lair_seat_set_selection (seat, LAIR_SELECTION_SELECTING);
    }
  else if (self->choices[p] != LAIR_CHOICE_NONE)
    lair_seat_set_selection (seat, LAIR_SELECTION_SELECTED);
  else if (lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER &&
           self->ai_choices[p] != LAIR_CHOICE_NONE && self->think_sources[p] == NULL)
    set_choice (self, p, self->ai_choices[p]);
  else
    lair_seat_set_selection (seat, LAIR_SELECTION_NONE);
}

/**
 * lair_game_session_hand_to_computer:
 * @self: a #LairGameSession
 * @index: the seat
 * @error: return location for a #GError
 *
 * The computer plays the seat from now on, for a person who must go. A
 * choice already made stands; otherwise the computer makes it.
 *
 * Returns: %TRUE on success
 */
gboolean
lair_game_session_hand_to_computer (LairGameSession  *self,
                                    guint             index,
                                    GError          **error)
{
  LairSeat *seat;
  gint p;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);

  if (self->phase == LAIR_SESSION_MENU)
    return lair_game_session_make_computer (self, index, error);
  if ((seat = get_seat_in_play (self, index, error)) == NULL)
    return FALSE;
  if (lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER)
    return TRUE;

  p = lair_seat_get_player (seat);
  set_seat_computer (self, seat, TRUE);
  if (lair_seat_get_selection (seat) == LAIR_SELECTION_SELECTING)
    lair_seat_set_selection (seat, self->choices[p] != LAIR_CHOICE_NONE
                                   ? LAIR_SELECTION_SELECTED : LAIR_SELECTION_NONE);
  start_computers (self);
  return TRUE;
}

/**
 * lair_game_session_take_over:
 * @self: a #LairGameSession
 * @index: a computer seat in the game
 * @error: return location for a #GError
 *
 * A person plays the computer's seat from now on, starting with no
 * choice: what the computer chose is withdrawn, and a grace already
 * running stops until the person has chosen. Choosing from the seat's
 * menu does this too.
 *
 * Returns: %TRUE on success
 */
gboolean
lair_game_session_take_over (LairGameSession  *self,
                             guint             index,
                             GError          **error)
{
  LairSeat *seat;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);

  if ((seat = get_seat_in_play (self, index, error)) == NULL)
    return FALSE;
  if (lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER)
    {
      gint p = lair_seat_get_player (seat);

      set_seat_computer (self, seat, FALSE);
      if (p >= 0 && is_deciding (self) && self->choices[p] != LAIR_CHOICE_NONE)
        {
          withdraw_choice (self, p);
          lair_seat_set_selection (seat, LAIR_SELECTION_NONE);
        }
    }
  return TRUE;
}

/* Pacing */

/* Stops a running timer, keeping what is left of its delay. */
static void
pause_timer (GSource     **slot,
             guint        *left,
             GSourceFunc   func,
             gpointer      data)
{
  gint64 ready, now;
  GSource *source;

  if (*slot == NULL)
    return;

  ready = g_source_get_ready_time (*slot);
  now = g_get_monotonic_time ();
  *left = ready > now ? (guint) ((ready - now + 999) / 1000) : 0;
  clear_source (slot);

  source = g_timeout_source_new (*left);
  g_source_set_callback (source, func, data, NULL);
  *slot = source;
}

/* Starts a paused timer again with what was left of its delay. */
static void
resume_timer (LairGameSession  *self,
              GSource         **slot,
              guint            *left,
              GSourceFunc       func,
              gpointer          data)
{
  if (*slot == NULL)
    return;
  clear_source (slot);
  *slot = schedule (self, *left, left, func, data);
}

/**
 * lair_game_session_hold:
 * @self: a #LairGameSession
 *
 * Holds the game where it is, while the players are shown what just
 * happened: until the matching lair_game_session_release(), no timer of
 * the session fires (the computers' thinking, the change-of-mind grace,
 * the reveal at the end of a dungeon) and so no new step begins. Seats may
 * still choose. Holds count: the game goes on at the last release.
 */
void
lair_game_session_hold (LairGameSession *self)
{
  g_return_if_fail (LAIR_IS_GAME_SESSION (self));

  if (self->holds++ > 0)
    return;

  for (guint p = 0; p < LAIR_MAX_PLAYERS; p++)
    pause_timer (&self->think_sources[p], &self->think_left[p], think_cb, &self->thinkers[p]);
  pause_timer (&self->grace_source, &self->grace_left, grace_cb, self);
  pause_timer (&self->reveal_source, &self->reveal_left, reveal_source_cb, self);
}

/**
 * lair_game_session_release:
 * @self: a #LairGameSession
 *
 * Ends a lair_game_session_hold(). At the last release every timer that
 * was stopped starts again with what was left of its delay.
 */
void
lair_game_session_release (LairGameSession *self)
{
  g_return_if_fail (LAIR_IS_GAME_SESSION (self));
  g_return_if_fail (self->holds > 0);

  if (--self->holds > 0)
    return;

  for (guint p = 0; p < LAIR_MAX_PLAYERS; p++)
    resume_timer (self, &self->think_sources[p], &self->think_left[p], think_cb, &self->thinkers[p]);
  resume_timer (self, &self->grace_source, &self->grace_left, grace_cb, self);
  resume_timer (self, &self->reveal_source, &self->reveal_left, reveal_source_cb, self);
}

/**
 * lair_game_session_get_held:
 * @self: a #LairGameSession
 *
 * Returns: %TRUE while somebody holds the session
 */
gboolean
lair_game_session_get_held (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);

  return self->holds > 0;
}

/**
 * lair_game_session_end_reveal:
 * @self: a #LairGameSession
 *
 * The players have seen how the dungeon ended: the next dungeon begins
 * as soon as nothing holds the session, not after what is left of the
 * reveal delay. Does nothing outside the reveal between dungeons.
 */
void
lair_game_session_end_reveal (LairGameSession *self)
{
  g_return_if_fail (LAIR_IS_GAME_SESSION (self));

  if (self->reveal_source == NULL)
    return;
  /* a held timer starts again with what is left: nothing */
  self->reveal_left = 0;
  if (self->holds == 0)
    {
      clear_source (&self->reveal_source);
      self->reveal_source = schedule (self, 0, &self->reveal_left, reveal_source_cb, self);
    }
}

/* For lair-game-session-resume.c */

/* Back to the menu; with @empty_seats, a fresh one. */
void
lair_game_session_reset_menu (LairGameSession *self,
                              gboolean         empty_seats)
{
  self->replaying = FALSE;
  self->retelling = FALSE;
  lair_game_session_discard_game (self);
  lair_game_session_set_phase (self, LAIR_SESSION_MENU);
  if (empty_seats)
    for (guint i = 0; i < LAIR_N_SEATS; i++)
      {
        LairSeat *seat = self->seat_array[i];

        lair_seat_set_kind (seat, LAIR_SEAT_EMPTY);
        lair_seat_set_joining (seat, FALSE);
        lair_seat_set_name (seat, NULL);
        lair_seat_set_avatar (seat, i);
        lair_seat_set_level (seat, LAIR_AI_NORMAL);
      }
  lair_game_session_sync (self);
}

/* Seats the players as they sat when the game began and starts it
 * without asking the computer or starting any timer: the log will. */
void
lair_game_session_begin_replay (LairGameSession      *self,
                                const LairResumeSeat *seats,
                                const LairGameConfig *config)
{
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = self->seat_array[i];

      lair_seat_set_kind (seat, seats[i].kind);
      lair_seat_set_joining (seat, FALSE);
      lair_seat_set_name (seat, seats[i].name);
      lair_seat_set_avatar (seat, seats[i].avatar);
      if (seats[i].kind != LAIR_SEAT_EMPTY)
        lair_seat_set_level (seat, seats[i].level.kind);
    }

  self->replaying = TRUE;
  lair_game_session_start_game (self, config);
}

/* Applies one entry of a saved log, checking it against the game. */
gboolean
lair_game_session_replay_entry (LairGameSession     *self,
                                const LairLogEntry  *entry,
                                GError             **error)
{
  LairPhase phase = lair_game_get_phase (self->game);
  guint p = entry->seat;
  LairChoice row[LAIR_MAX_PLAYERS];

  g_assert (self->replaying);

  if (phase == LAIR_PHASE_GAME_OVER)
    goto bad;

  switch (entry->type)
    {
    case LAIR_LOG_DECIDE:
      if (phase != LAIR_PHASE_DECISION)
        goto bad;
      for (guint i = 0; i < LAIR_MAX_PLAYERS; i++)
        row[i] = i < self->n_players && entry->choices[i] != LAIR_LOG_NO_CHOICE
                 ? (LairChoice) entry->choices[i] : LAIR_CHOICE_NONE;
      if (!run_step (self, STEP_DECIDE, row))
        goto bad;
      return TRUE;

    case LAIR_LOG_AI:
      if (phase != LAIR_PHASE_DECISION || p >= self->n_players ||
          !lair_game_seat_is_inside (self->game, p) ||
          !lair_game_seat_is_computer (self->game, p) ||
          self->ai_choices[p] != LAIR_CHOICE_NONE)
        goto bad;
      consult (self, p);
      return TRUE;

    case LAIR_LOG_HUMAN:
    case LAIR_LOG_COMPUTER:
      if (p >= self->n_players)
        goto bad;
      set_seat_computer (self, self->players[p], entry->type == LAIR_LOG_COMPUTER);
      return TRUE;

    case LAIR_LOG_NEXT_DUNGEON:
      if (phase != LAIR_PHASE_DUNGEON_OVER)
        goto bad;
      run_step (self, STEP_NEXT_DUNGEON, NULL);
      return TRUE;

    case LAIR_LOG_HINT:
      if (p >= self->n_players)
        goto bad;
      lair_game_session_count_hint (self, p);
      return TRUE;

    default:
      goto bad;
    }

bad:
  g_set_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_DATA,
               _("The saved game does not play back (step %u)"), self->log->len + 1);
  return FALSE;
}

/* The game is as it was saved: the computers think, the reveal runs on,
 * and the window hears of it all. */
void
lair_game_session_end_replay (LairGameSession *self)
{
  g_assert (self->replaying);

  self->replaying = FALSE;
  if (lair_game_get_phase (self->game) == LAIR_PHASE_DUNGEON_OVER)
    self->reveal_source = schedule (self, self->reveal_delay, &self->reveal_left,
                                     reveal_source_cb, self);
  start_computers (self);
  lair_game_session_sync (self);
}

/* What a save needs: %FALSE when there is no game to resume. */
gboolean
lair_game_session_get_log (LairGameSession       *self,
                           const LairGameConfig **config,
                           const LairLogEntry   **entries,
                           guint                 *n_entries)
{
  /* a watched game is in the history already: nothing to resume */
  if (self->game == NULL || self->scripted || self->watch != NULL ||
      self->phase == LAIR_SESSION_MENU || self->phase == LAIR_SESSION_FINISHED)
    return FALSE;

  *config = &self->config;
  *entries = (const LairLogEntry *) (gpointer) self->log->data;
  *n_entries = self->log->len;
  return TRUE;
}

/**
 * lair_game_session_get_dungeon_chest:
 * @self: a #LairGameSession
 * @index: a seat
 * @dungeon: a dungeon of the game, from 0
 *
 * What the seat had in its chest when @dungeon ended, for the results.
 *
 * Returns: the money, or -1 if the seat is not in the game or the
 *   dungeon has not ended
 */
gint
lair_game_session_get_dungeon_chest (LairGameSession *self,
                                     guint            index,
                                     guint            dungeon)
{
  gint p;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), -1);
  g_return_val_if_fail (index < LAIR_N_SEATS, -1);
  g_return_val_if_fail (dungeon < LAIR_N_DUNGEONS, -1);

  p = lair_seat_get_player (self->seat_array[index]);
  if (self->game == NULL || p < 0 || (guint) p >= self->n_players)
    return -1;
  return self->dungeon_chests[dungeon][p];
}
