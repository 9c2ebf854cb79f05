/* lair-game-session.c — the seats around the table and the game they play
 *
 * The session runs the menu (lair-game-session-menu.c) and one game over
 * the rules core (lair-game-session-play.c), which it can save and play
 * back (lair-game-session-resume.c). This file is the object itself: its
 * properties, its signals and what can be read of the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lair-game-session-private.h"

#define DEFAULT_GRACE_DELAY  1000
#define DEFAULT_THINK_DELAY  900
#define DEFAULT_REVEAL_DELAY 4000

static LairEvent *
event_copy (const LairEvent *event)
{
  return g_memdup2 (event, sizeof *event);
}

G_DEFINE_BOXED_TYPE (LairEvent, lair_event, event_copy, g_free)

G_DEFINE_FINAL_TYPE (LairGameSession, lair_game_session, G_TYPE_OBJECT)

G_DEFINE_QUARK (lair-session-error-quark, lair_session_error)

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* for the other files of the session */
GParamSpec **const lair_game_session_properties = properties;
guint *const lair_game_session_signals = signals;

/* GObject */

static void
lair_game_session_dispose (GObject *object)
{
  LairGameSession *self = (LairGameSession *) object;

  lair_game_session_stop_game (self);
  lair_game_session_watch_free (self);
  memset (self->seat_array, 0, sizeof self->seat_array);
  g_clear_object (&self->rooms);
  g_clear_object (&self->seats);

  G_OBJECT_CLASS (lair_game_session_parent_class)->dispose (object);
}

static void
lair_game_session_finalize (GObject *object)
{
  LairGameSession *self = (LairGameSession *) object;

  g_clear_pointer (&self->events, g_array_unref);
  g_clear_pointer (&self->log, g_array_unref);
  g_clear_pointer (&self->context, g_main_context_unref);

  G_OBJECT_CLASS (lair_game_session_parent_class)->finalize (object);
}

static void
lair_game_session_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  LairGameSession *self = LAIR_GAME_SESSION (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_enum (value, self->phase);
      break;
    case PROP_CAN_PLAY:
      g_value_set_boolean (value, self->can_play);
      break;
    case PROP_PLAY_WAIT:
      g_value_set_enum (value, self->play_wait);
      break;
    case PROP_SEATS:
      g_value_set_object (value, self->seats);
      break;
    case PROP_ROOMS:
      g_value_set_object (value, self->rooms);
      break;
    case PROP_N_PLAYERS:
      g_value_set_uint (value, self->published_players);
      break;
    case PROP_DUNGEON:
      g_value_set_uint (value, self->dungeon);
      break;
    case PROP_ADVENTURE:
      g_value_set_enum (value, self->adventure);
      break;
    case PROP_ROOM:
      g_value_set_uint (value, self->room);
      break;
    case PROP_BRAVERY:
      g_value_set_int (value, self->bravery);
      break;
    case PROP_FLOOR_GEMS:
      g_value_set_int (value, self->floor_gems);
      break;
    case PROP_FLOOR_BARS:
      g_value_set_uint (value, self->floor_bars);
      break;
    case PROP_FLOOR_BAR_VALUE:
      g_value_set_int (value, self->floor_bar_value);
      break;
    case PROP_LAIR_ODDS:
      g_value_set_double (value, self->odds);
      break;
    case PROP_RUMORED_GEMS:
      g_value_set_double (value, self->rumor);
      break;
    case PROP_DECISION_KIND:
      g_value_set_enum (value, self->decision_kind);
      break;
    case PROP_DECISION:
      g_value_set_uint (value, self->decision);
      break;
    case PROP_IN_GRACE:
      g_value_set_boolean (value, self->in_grace);
      break;
    case PROP_WATCHING:
      g_value_set_boolean (value, self->watch != NULL);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, lair_game_session_get_paused (self));
      break;
    case PROP_WATCH_SPEED:
      g_value_set_double (value, self->watch_speed);
      break;
    case PROP_SEED:
      g_value_set_uint64 (value, self->seed);
      break;
    case PROP_GRACE_DELAY:
      g_value_set_uint (value, self->grace_delay);
      break;
    case PROP_THINK_DELAY:
      g_value_set_uint (value, self->think_delay);
      break;
    case PROP_REVEAL_DELAY:
      g_value_set_uint (value, self->reveal_delay);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_game_session_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  LairGameSession *self = LAIR_GAME_SESSION (object);

  switch (prop_id)
    {
    case PROP_SEED:
      lair_game_session_set_seed (self, g_value_get_uint64 (value));
      break;
    case PROP_GRACE_DELAY:
      lair_game_session_set_grace_delay (self, g_value_get_uint (value));
      break;
    case PROP_THINK_DELAY:
      lair_game_session_set_think_delay (self, g_value_get_uint (value));
      break;
    case PROP_REVEAL_DELAY:
      lair_game_session_set_reveal_delay (self, g_value_get_uint (value));
      break;
    case PROP_PAUSED:
      lair_game_session_set_paused (self, g_value_get_boolean (value));
      break;
    case PROP_WATCH_SPEED:
      lair_game_session_set_watch_speed (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_game_session_class_init (LairGameSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = lair_game_session_dispose;
  object_class->finalize = lair_game_session_finalize;
  object_class->get_property = lair_game_session_get_property;
  object_class->set_property = lair_game_session_set_property;

  /**
   * LairGameSession:phase:
   *
   * The menu, a game being played, the reveal between dungeons, or the
   * end of the game.
   */
  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL, LAIR_TYPE_SESSION_PHASE, LAIR_SESSION_MENU, ro);

  /**
   * LairGameSession:can-play:
   *
   * %TRUE in the menu when somebody is seated and nobody is still joining.
   */
  properties[PROP_CAN_PLAY] = g_param_spec_boolean ("can-play", NULL, NULL, FALSE, ro);

  /**
   * LairGameSession:play-wait:
   *
   * What Play waits for: somebody to sit down, everybody joining to be
   * done, or the game on to end; %LAIR_PLAY_WAIT_NONE when it can start
   * one (see LairGameSession:can-play).
   */
  properties[PROP_PLAY_WAIT] =
    g_param_spec_enum ("play-wait", NULL, NULL, LAIR_TYPE_PLAY_WAIT, LAIR_PLAY_WAIT_SEATS, ro);

  /**
   * LairGameSession:seats:
   *
   * The nine seats, a #GListModel of #LairSeat, empty ones included.
   */
  properties[PROP_SEATS] =
    g_param_spec_object ("seats", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * LairGameSession:rooms:
   *
   * The rooms of the current dungeon entered so far, a #GListModel of
   * #LairRoomItem; at the end of the dungeon the rest of it follows.
   */
  properties[PROP_ROOMS] =
    g_param_spec_object ("rooms", NULL, NULL, G_TYPE_LIST_MODEL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * LairGameSession:n-players:
   *
   * The number of seats in the game; 0 in the menu.
   */
  properties[PROP_N_PLAYERS] =
    g_param_spec_uint ("n-players", NULL, NULL, 0, LAIR_MAX_PLAYERS, 0, ro);

  /**
   * LairGameSession:dungeon:
   *
   * The dungeon being played, 1–5; 0 in the menu.
   */
  properties[PROP_DUNGEON] =
    g_param_spec_uint ("dungeon", NULL, NULL, 0, LAIR_N_DUNGEONS, 0, ro);

  /**
   * LairGameSession:adventure:
   *
   * The adventure of the current dungeon.
   */
  properties[PROP_ADVENTURE] =
    g_param_spec_enum ("adventure", NULL, NULL, LAIR_TYPE_ADVENTURE, LAIR_ADVENTURE_BANKER, ro);

  /**
   * LairGameSession:room:
   *
   * The number of the room the players stand in, from 1.
   */
  properties[PROP_ROOM] = g_param_spec_uint ("room", NULL, NULL, 0, LAIR_MAX_ROOMS, 0, ro);

  /**
   * LairGameSession:bravery:
   *
   * The bravery, which sets how many gems the gem rooms hold.
   */
  properties[PROP_BRAVERY] = g_param_spec_int ("bravery", NULL, NULL, 0, G_MAXINT, 0, ro);

  /**
   * LairGameSession:floor-gems:
   *
   * Gems left on the floor, for the next ones to leave.
   */
  properties[PROP_FLOOR_GEMS] = g_param_spec_int ("floor-gems", NULL, NULL, 0, G_MAXINT, 0, ro);

  /**
   * LairGameSession:floor-bars:
   *
   * Gold bars left on the floor.
   */
  properties[PROP_FLOOR_BARS] =
    g_param_spec_uint ("floor-bars", NULL, NULL, 0, LAIR_MAX_ROOMS, 0, ro);

  /**
   * LairGameSession:floor-bar-value:
   *
   * The value of the gold bars on the floor together.
   */
  properties[PROP_FLOOR_BAR_VALUE] =
    g_param_spec_int ("floor-bar-value", NULL, NULL, 0, G_MAXINT, 0, ro);

  /**
   * LairGameSession:lair-odds:
   *
   * The odds (0–1) that the next room is the spider's lair, while the
   * seats decide; 0 otherwise.
   */
  properties[PROP_LAIR_ODDS] =
    g_param_spec_double ("lair-odds", NULL, NULL, 0.0, 1.0, 0.0, ro);

  /**
   * LairGameSession:rumored-gems:
   *
   * The gems rumored to lie in the next room, while the seats decide.
   */
  properties[PROP_RUMORED_GEMS] =
    g_param_spec_double ("rumored-gems", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0.0, ro);

  /**
   * LairGameSession:decision-kind:
   *
   * A room's decision, or at the Sphinx, the direction then the coin room.
   */
  properties[PROP_DECISION_KIND] =
    g_param_spec_enum ("decision-kind", NULL, NULL, LAIR_TYPE_DECISION_KIND,
                       LAIR_DECISION_ROOM, ro);

  /**
   * LairGameSession:decision:
   *
   * The number of the current decision in the game, from 1. A menu opened
   * at one decision passes it to
   * lair_game_session_choose_for_decision(), so that a late click is
   * refused rather than taken for the next decision.
   */
  properties[PROP_DECISION] =
    g_param_spec_uint ("decision", NULL, NULL, 0, G_MAXUINT, 0, ro);

  /**
   * LairGameSession:in-grace:
   *
   * %TRUE once every seat inside has chosen, for the grace-delay in which
   * anyone may still change their mind.
   */
  properties[PROP_IN_GRACE] = g_param_spec_boolean ("in-grace", NULL, NULL, FALSE, ro);

  /**
   * LairGameSession:seed:
   *
   * The seed of the current game. Set in the menu, it fixes the seed of
   * the next game; otherwise each game draws one.
   */
  properties[PROP_SEED] =
    g_param_spec_uint64 ("seed", NULL, NULL, 0, G_MAXUINT64, 0, rw);

  /**
   * LairGameSession:grace-delay:
   *
   * Milliseconds between the last seat choosing and the step resolving.
   */
  properties[PROP_GRACE_DELAY] =
    g_param_spec_uint ("grace-delay", NULL, NULL, 0, G_MAXUINT, DEFAULT_GRACE_DELAY, rw);

  /**
   * LairGameSession:think-delay:
   *
   * About how many milliseconds a computer seat thinks before it chooses;
   * each answer takes a third more or less.
   */
  properties[PROP_THINK_DELAY] =
    g_param_spec_uint ("think-delay", NULL, NULL, 0, G_MAXUINT / 2, DEFAULT_THINK_DELAY, rw);

  /**
   * LairGameSession:reveal-delay:
   *
   * Milliseconds the whole dungeon is shown at its end before the next.
   */
  properties[PROP_REVEAL_DELAY] =
    g_param_spec_uint ("reveal-delay", NULL, NULL, 0, G_MAXUINT, DEFAULT_REVEAL_DELAY, rw);

  /**
   * LairGameSession:watching:
   *
   * %TRUE while a recorded game is watched (lair_game_session_watch()).
   */
  properties[PROP_WATCHING] = g_param_spec_boolean ("watching", NULL, NULL, FALSE, ro);

  /**
   * LairGameSession:paused:
   *
   * %TRUE while a watched game waits (lair_game_session_set_paused()).
   */
  properties[PROP_PAUSED] = g_param_spec_boolean ("paused", NULL, NULL, FALSE, rw);

  /**
   * LairGameSession:watch-speed:
   *
   * How many times faster than usual a watched game is shown: its
   * delays are divided by it.
   */
  properties[PROP_WATCH_SPEED] =
    g_param_spec_double ("watch-speed", NULL, NULL, 0.25, 4.0, 1.0, rw);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LairGameSession::dungeon-started:
   * @self: the session
   * @dungeon: the dungeon, 1–5
   * @adventure: its adventure
   *
   * A dungeon was built; the rooms model is empty again.
   */
  signals[DUNGEON_STARTED] =
    g_signal_new ("dungeon-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, LAIR_TYPE_ADVENTURE);

  /**
   * LairGameSession::room-revealed:
   * @self: the session
   * @room: the room, already in the rooms model
   *
   * The players walked into a room.
   */
  signals[ROOM_REVEALED] =
    g_signal_new ("room-revealed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, LAIR_TYPE_ROOM_ITEM);

  /**
   * LairGameSession::bats-disturbed:
   * @self: the session
   * @room: the room number, a multiple of five
   *
   * Bats fly up; every fifth room.
   */
  signals[BATS_DISTURBED] =
    g_signal_new ("bats-disturbed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * LairGameSession::gems-found:
   * @self: the session
   * @gems: the gems in the room
   * @left_on_floor: the remainder that could not be shared
   *
   * A gem room's gems are about to be shared.
   */
  signals[GEMS_FOUND] =
    g_signal_new ("gems-found", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  /**
   * LairGameSession::gems-shared:
   * @self: the session
   * @seat: a seat inside
   * @gems: its share, into the hand
   *
   * One seat's share of a gem room; emitted for every seat inside.
   */
  signals[GEMS_SHARED] =
    g_signal_new ("gems-shared", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, LAIR_TYPE_SEAT, G_TYPE_INT);

  /**
   * LairGameSession::gold-found:
   * @self: the session
   * @value: the bar's value
   *
   * A gold bar was found; it lies on the floor for the next to leave.
   */
  signals[GOLD_FOUND] =
    g_signal_new ("gold-found", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * LairGameSession::coins-found:
   * @self: the session
   * @side: 0 the left coin room, 1 the right one
   * @coins: the coins in it
   * @left_in_branch: the remainder, kept for that branch's leavers
   *
   * A Sphinx coin room; the seats that walked it get coin-shared actions.
   */
  signals[COINS_FOUND] =
    g_signal_new ("coins-found", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);

  /**
   * LairGameSession::scout-reported:
   * @self: the session
   * @from_room: the first room the lair may be in
   * @to_room: the last one
   *
   * A Spider Scout told where the lair lies.
   */
  signals[SCOUT_REPORTED] =
    g_signal_new ("scout-reported", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  /**
   * LairGameSession::event:
   * @self: the session
   * @event: (type LairEvent): what happened, as the rules tell it, with
   *   its seat numbered as the table's seats are (0 to 8), not as the
   *   game's players
   *
   * Every event of the game, in order, after the session has taken it
   * into account (its rooms, its seats' outcomes). The other signals tell
   * some of the same things in other words; a story told of the game
   * reads this one.
   */
  signals[EVENT] =
    g_signal_new ("event", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  LAIR_TYPE_EVENT | G_SIGNAL_TYPE_STATIC_SCOPE);

  /**
   * LairGameSession::decision-started:
   * @self: the session
   * @room: the room number
   * @kind: which decision of the room
   *
   * The seats inside may choose; their options are set.
   */
  signals[DECISION_STARTED] =
    g_signal_new ("decision-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, LAIR_TYPE_DECISION_KIND);

  /**
   * LairGameSession::choices-resolved:
   * @self: the session
   * @choices: a `a(ui)` #GVariant: the seat index and #LairChoice of every
   *   seat that was inside, in seat order
   *
   * The grace is over and the choices are shown; the leavers' seat-left
   * and the stayers' actions follow.
   */
  signals[CHOICES_RESOLVED] =
    g_signal_new ("choices-resolved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_VARIANT);

  /**
   * LairGameSession::seat-left:
   * @self: the session
   * @seat: the seat
   * @gems: gems into the chest (hand and floor share)
   * @gold_bars: gold bars taken from the floor
   * @bar_value: their value
   * @coins: Sphinx coins taken from its branches
   * @flags: #LairLeaveFlags
   *
   * A seat left the dungeon with its takings.
   */
  signals[SEAT_LEFT] =
    g_signal_new ("seat-left", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 6,
                  LAIR_TYPE_SEAT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT, G_TYPE_UINT);

  /**
   * LairGameSession::seat-handed:
   * @self: the session
   * @seat: a seat of the game
   * @computer: %TRUE when the computer plays it from now on, %FALSE when a
   *   person took it over from the computer
   *
   * A seat changed hands during the game. Not emitted for the dungeons a
   * restored game plays back without telling them again.
   */
  signals[SEAT_HANDED] =
    g_signal_new ("seat-handed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, LAIR_TYPE_SEAT, G_TYPE_BOOLEAN);

  /**
   * LairGameSession::spider-struck:
   * @self: the session
   * @seat: a seat that was inside
   * @gems: the gems it lost
   *
   * The players walked into the lair; emitted for every seat inside.
   */
  signals[SPIDER_STRUCK] =
    g_signal_new ("spider-struck", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, LAIR_TYPE_SEAT, G_TYPE_INT);

  /**
   * LairGameSession::dungeon-finished:
   * @self: the session
   * @end: how it ended
   * @depth: the last room number anyone entered
   * @lair_room: the lair's room number, 0 if the dungeon had none
   * @left_behind: money left in the dungeon
   *
   * The dungeon is over; the rest of its rooms are now in the rooms model.
   */
  signals[DUNGEON_FINISHED] =
    g_signal_new ("dungeon-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 4,
                  LAIR_TYPE_DUNGEON_END, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT);

  /**
   * LairGameSession::game-finished:
   * @self: the session
   * @record: the game's #LairGameRecord: per seat (numbered as
   *   LairSeat:player) the chest, gold bars, winner flag and achievements,
   *   and the game's statistics
   *
   * The game is over. Achievements that compare with the history (Highest
   * Score, Deepest Explorer) are decided as if this were the only game;
   * the store awards them again against the history.
   */
  signals[GAME_FINISHED] =
    g_signal_new ("game-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  LAIR_TYPE_GAME_RECORD | G_SIGNAL_TYPE_STATIC_SCOPE);
}

/* Every seat's mark follows the names taken around the table: a seat
 * named like another takes a longer mark, and so does the other */
static void
update_marks (LairGameSession *self)
{
  const char *names[LAIR_N_SEATS] = { NULL };
  g_auto(GStrv) marks = NULL;

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (lair_seat_get_kind (self->seat_array[i]) != LAIR_SEAT_EMPTY)
      names[i] = lair_seat_get_name (self->seat_array[i]);
  marks = lair_seat_marks (names, LAIR_N_SEATS);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    lair_seat_set_mark (self->seat_array[i], marks[i]);
}

static void
lair_game_session_init (LairGameSession *self)
{
  self->context = g_main_context_ref_thread_default ();
  self->seats = g_list_store_new (LAIR_TYPE_SEAT);
  self->rooms = g_list_store_new (LAIR_TYPE_ROOM_ITEM);
  self->events = g_array_new (FALSE, FALSE, sizeof (LairEvent));
  self->log = g_array_new (FALSE, FALSE, sizeof (LairLogEntry));
  self->grace_delay = DEFAULT_GRACE_DELAY;
  self->play_wait = LAIR_PLAY_WAIT_SEATS;
  self->watch_speed = 1.0;
  self->think_delay = DEFAULT_THINK_DELAY;
  self->reveal_delay = DEFAULT_REVEAL_DELAY;
  lair_record_begin (&self->record);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      g_autoptr(LairSeat) seat = lair_seat_new (i);

      g_list_store_append (self->seats, seat);
      self->seat_array[i] = seat;
      g_signal_connect_object (seat, "notify::name", G_CALLBACK (update_marks), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (seat, "notify::kind", G_CALLBACK (update_marks), self, G_CONNECT_SWAPPED);
    }
  update_marks (self);
  for (guint p = 0; p < LAIR_MAX_PLAYERS; p++)
    {
      self->thinkers[p].session = self;
      self->thinkers[p].player = p;
      self->choices[p] = LAIR_CHOICE_NONE;
      self->ai_choices[p] = LAIR_CHOICE_NONE;
    }
}

/**
 * lair_game_session_new:
 *
 * Creates a session in the menu with nine empty seats. Its timeouts run
 * on the thread-default main context of the caller.
 *
 * Returns: (transfer full): a new #LairGameSession
 */
LairGameSession *
lair_game_session_new (void)
{
  return g_object_new (LAIR_TYPE_GAME_SESSION, NULL);
}

/* The game */

/**
 * lair_game_session_get_phase:
 * @self: a #LairGameSession
 *
 * Returns: the menu, playing, the reveal between dungeons, or finished
 */
LairSessionPhase
lair_game_session_get_phase (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), LAIR_SESSION_MENU);
  return self->phase;
}

/**
 * lair_game_session_get_n_players:
 * @self: a #LairGameSession
 *
 * Returns: the number of seats in the game, 0 in the menu
 */
guint
lair_game_session_get_n_players (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0);
  return self->published_players;
}

/**
 * lair_game_session_get_dungeon:
 * @self: a #LairGameSession
 *
 * Returns: the dungeon being played, 1–5; 0 in the menu
 */
guint
lair_game_session_get_dungeon (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0);
  return self->dungeon;
}

/**
 * lair_game_session_get_adventure:
 * @self: a #LairGameSession
 *
 * Returns: the adventure of the current dungeon
 */
LairAdventure
lair_game_session_get_adventure (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), LAIR_ADVENTURE_BANKER);
  return self->adventure;
}

/**
 * lair_game_session_get_room:
 * @self: a #LairGameSession
 *
 * Returns: the number of the room the players stand in
 */
guint
lair_game_session_get_room (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0);
  return self->room;
}

/**
 * lair_game_session_get_rooms:
 * @self: a #LairGameSession
 *
 * Returns: (transfer none): the rooms of the current dungeon shown so far,
 *   a #GListModel of #LairRoomItem
 */
GListModel *
lair_game_session_get_rooms (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), NULL);
  return G_LIST_MODEL (self->rooms);
}

/**
 * lair_game_session_get_bravery:
 * @self: a #LairGameSession
 *
 * Returns: the bravery
 */
gint
lair_game_session_get_bravery (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0);
  return self->bravery;
}

/**
 * lair_game_session_get_floor_gems:
 * @self: a #LairGameSession
 *
 * Returns: the gems on the floor
 */
gint
lair_game_session_get_floor_gems (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0);
  return self->floor_gems;
}

/**
 * lair_game_session_get_floor_bars:
 * @self: a #LairGameSession
 *
 * Returns: the gold bars on the floor
 */
guint
lair_game_session_get_floor_bars (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0);
  return self->floor_bars;
}

/**
 * lair_game_session_get_floor_bar_value:
 * @self: a #LairGameSession
 *
 * Returns: the value of the gold bars on the floor
 */
gint
lair_game_session_get_floor_bar_value (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0);
  return self->floor_bar_value;
}

/**
 * lair_game_session_get_lair_odds:
 * @self: a #LairGameSession
 *
 * Returns: the odds that the next room is the lair, while deciding
 */
double
lair_game_session_get_lair_odds (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0.0);
  return self->odds;
}

/**
 * lair_game_session_get_rumored_gems:
 * @self: a #LairGameSession
 *
 * Returns: the gems rumored in the next room, while deciding
 */
double
lair_game_session_get_rumored_gems (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0.0);
  return self->rumor;
}

/**
 * lair_game_session_get_decision_kind:
 * @self: a #LairGameSession
 *
 * Returns: which decision of the room the seats are making
 */
LairDecisionKind
lair_game_session_get_decision_kind (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), LAIR_DECISION_ROOM);
  return self->decision_kind;
}

/**
 * lair_game_session_get_decision:
 * @self: a #LairGameSession
 *
 * Returns: the number of the current decision in the game, from 1; 0
 *   before the first
 */
guint
lair_game_session_get_decision (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0);
  return self->decision;
}

/**
 * lair_game_session_get_in_grace:
 * @self: a #LairGameSession
 *
 * Returns: %TRUE while everybody has chosen and the step waits out the
 *   grace
 */
gboolean
lair_game_session_get_in_grace (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);
  return self->in_grace;
}

/**
 * lair_game_session_get_table_view:
 * @self: a #LairGameSession
 *
 * What a careful player at the table knows of the game now: the hidden
 * room order and future draws are not in it. It is a copy, so it can go
 * to another thread.
 *
 * Returns: (transfer full) (nullable): the view, or %NULL without a game
 */
LairTableView *
lair_game_session_get_table_view (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), NULL);
  if (self->game == NULL)
    return NULL;
  return lair_table_view_new (self->game);
}

/**
 * lair_game_session_note_hint:
 * @self: a #LairGameSession
 * @index: the seat that asked for a hint
 *
 * Counts a hint for the seat's statistics. A hint reads only the table
 * view, so the game itself does not change.
 */
void
lair_game_session_note_hint (LairGameSession *self,
                             guint            index)
{
  gint p;

  g_return_if_fail (LAIR_IS_GAME_SESSION (self));
  g_return_if_fail (index < LAIR_N_SEATS);

  p = lair_seat_get_player (self->seat_array[index]);
  if (self->game == NULL || p < 0)
    return;
  lair_game_session_count_hint (self, p);
}

/**
 * lair_game_session_get_game:
 * @self: a #LairGameSession
 *
 * The whole game, hidden rooms and seed included, for the session's own
 * files and for tests that replay its configuration; everybody else reads
 * lair_game_session_get_table_view().
 *
 * Returns: (transfer none) (nullable): the rules core's game
 */
const LairGame *
lair_game_session_get_game (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), NULL);
  return self->game;
}

/**
 * lair_game_session_get_record:
 * @self: a #LairGameSession
 *
 * The finished game's results, achievements and statistics, gathered from
 * its events, with the seats the computer played at the end counted as
 * computer seats. Seats are numbered as LairSeat:player.
 *
 * Returns: (transfer none) (nullable): the record, or %NULL until the game
 *   is over
 */
const LairGameRecord *
lair_game_session_get_record (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), NULL);

  if (self->phase != LAIR_SESSION_FINISHED)
    return NULL;
  return &self->record;
}

/* Delays */

/**
 * lair_game_session_get_grace_delay:
 * @self: a #LairGameSession
 *
 * Returns: the change-of-mind grace in milliseconds
 */
guint
lair_game_session_get_grace_delay (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0);
  return self->grace_delay;
}

/**
 * lair_game_session_set_grace_delay:
 * @self: a #LairGameSession
 * @delay: milliseconds
 *
 * Sets the change-of-mind grace, from the next one on.
 */
void
lair_game_session_set_grace_delay (LairGameSession *self,
                                   guint            delay)
{
  g_return_if_fail (LAIR_IS_GAME_SESSION (self));
  lair_game_session_set_uint (self, &self->grace_delay, delay, PROP_GRACE_DELAY);
}

/**
 * lair_game_session_get_think_delay:
 * @self: a #LairGameSession
 *
 * Returns: about how long a computer seat thinks, in milliseconds
 */
guint
lair_game_session_get_think_delay (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0);
  return self->think_delay;
}

/**
 * lair_game_session_set_think_delay:
 * @self: a #LairGameSession
 * @delay: milliseconds
 *
 * Sets about how long a computer seat thinks, from its next answer on.
 */
void
lair_game_session_set_think_delay (LairGameSession *self,
                                   guint            delay)
{
  g_return_if_fail (LAIR_IS_GAME_SESSION (self));
  lair_game_session_set_uint (self, &self->think_delay, MIN (delay, G_MAXUINT / 2), PROP_THINK_DELAY);
}

/**
 * lair_game_session_get_reveal_delay:
 * @self: a #LairGameSession
 *
 * Returns: how long a finished dungeon is shown, in milliseconds
 */
guint
lair_game_session_get_reveal_delay (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0);
  return self->reveal_delay;
}

/**
 * lair_game_session_set_reveal_delay:
 * @self: a #LairGameSession
 * @delay: milliseconds
 *
 * Sets how long a finished dungeon is shown, from the next one on.
 */
void
lair_game_session_set_reveal_delay (LairGameSession *self,
                                    guint            delay)
{
  g_return_if_fail (LAIR_IS_GAME_SESSION (self));
  lair_game_session_set_uint (self, &self->reveal_delay, delay, PROP_REVEAL_DELAY);
}

