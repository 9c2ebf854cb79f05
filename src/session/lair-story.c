/* lair-story.c — each decision told as a sequence of beats
 *
 * The session reports a step's outcome all at once, as events. The story
 * turns them into a queue of beats — the next card turned over, every
 * seat's choice turned over at the same moment, the gems counted into
 * the hands, each leaver walking out with the take, the Sun or the Moon
 * paying, the Monte cards shuffled and turned, the spider — each with
 * its minimum duration at the default speed, its lines for the game log
 * and a scene for the board to draw. While beats remain the session is
 * held, so the game never moves past what the players have not been
 * shown. At the end of each dungeon the story waits on the summary.
 *
 * What the board shows of the seats and the table is held in shown seats
 * and a shown board with the seats' and the session's own property
 * names. At rest they follow the session; while a story is told they
 * stop, and each beat changes them as the board shows it happen, so a
 * panel bound to them never shows an outcome before its beat.
 *
 * The story keeps its own clock: the main loop's, or a manual one that a
 * test moves on (lair_story_set_manual_clock()). The views only draw the
 * beats, for as long as lair_story_get_beat_time() says.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-story.h"
#include "lair-story-private.h"
#include "lair-dungeon-report.h"
#include "lair-words.h"

typedef LairStoryBeat Beat;

G_DEFINE_FINAL_TYPE (LairStory, lair_story, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_BUSY,
  PROP_WAITING,
  PROP_SPEED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  BEAT_STARTED,
  BEAT_COUNTED,
  BEAT_FINISHED,
  LINE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef LairStoryTick Tick;

static void play_next (LairStory *self);

/* Beats */

/**
 * lair_beat_min_duration:
 * @kind: a kind of beat
 * @scene: the scene it shows, for %LAIR_BEAT_SCENE
 *
 * Every choice turned over holds at least %LAIR_BEAT_REVEAL_MIN, and every
 * outcome at least %LAIR_BEAT_OUTCOME_MIN, at the default speed: long
 * enough to follow who won what.
 *
 * Returns: how long a beat of @kind holds at the default speed, in
 *   milliseconds
 */
guint
lair_beat_min_duration (LairBeatKind  kind,
                        LairSceneKind scene)
{
  switch (kind)
    {
    case LAIR_BEAT_DUNGEON:
      return 900;
    case LAIR_BEAT_FLIP:
      return 1000;
    case LAIR_BEAT_REVEAL:
      return LAIR_BEAT_REVEAL_MIN;
    case LAIR_BEAT_SCENE:
      switch (scene)
        {
        case LAIR_SCENE_MONTE_SHOW:
          return 1600;
        case LAIR_SCENE_MONTE_SHUFFLE:
          /* each swap its own time: see tell_monte() */
          return 0;
        case LAIR_SCENE_MONTE_TURN:
        case LAIR_SCENE_SPIDER:
          return 2500;
        case LAIR_SCENE_SHARE:
        case LAIR_SCENE_LEAVE:
        case LAIR_SCENE_SUN_MOON:
        case LAIR_SCENE_MARK:
        case LAIR_SCENE_BATS:
        case LAIR_SCENE_REVEAL:
        case LAIR_SCENE_NONE:
        default:
          return LAIR_BEAT_OUTCOME_MIN;
        }
    case LAIR_BEAT_SPIDER:
      return 2500;
    case LAIR_BEAT_NOTE:
    case LAIR_BEAT_LEAVE:
    case LAIR_BEAT_FLOOR:
    case LAIR_BEAT_FORK:
      return LAIR_BEAT_OUTCOME_MIN;
    case LAIR_BEAT_SUMMARY:
    default:
      return 0;
    }
}

/**
 * lair_beat_is_outcome:
 * @beat: a beat
 *
 * Returns: whether @beat tells an outcome: something that happens to the
 *   seats or lies down on the board, which the players must be able to
 *   follow
 */
gboolean
lair_beat_is_outcome (const LairBeat *beat)
{
  g_return_val_if_fail (beat != NULL, FALSE);

  switch (beat->kind)
    {
    case LAIR_BEAT_SCENE:
      return beat->scene.kind != LAIR_SCENE_MONTE_SHOW && beat->scene.kind != LAIR_SCENE_MONTE_SHUFFLE;
    case LAIR_BEAT_FLOOR:
      /* the remainder of a share is laid down with the share */
    case LAIR_BEAT_NOTE:
      /* a line only, such as a seat changing hands, holds nothing */
      return beat->duration > 0;
    case LAIR_BEAT_LEAVE:
    case LAIR_BEAT_SPIDER:
    case LAIR_BEAT_FORK:
      return TRUE;
    case LAIR_BEAT_DUNGEON:
    case LAIR_BEAT_FLIP:
    case LAIR_BEAT_REVEAL:
    case LAIR_BEAT_SUMMARY:
    default:
      return FALSE;
    }
}

/**
 * lair_beat_get_text:
 * @beat: a beat
 *
 * Returns: (transfer full): its lines in one text, for a screen reader to
 *   announce
 */
char *
lair_beat_get_text (const LairBeat *beat)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (beat != NULL, NULL);

  for (guint i = 0; i < beat->lines->len; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, g_ptr_array_index (beat->lines, i));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

LairStoryBeat *
lair_story_beat_new (LairBeatKind  kind,
                     LairSceneKind scene)
{
  Beat *beat = g_new0 (Beat, 1);

  beat->pub.kind = kind;
  beat->pub.scene.kind = scene;
  beat->pub.duration = lair_beat_min_duration (kind, scene);
  beat->pub.lines = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    beat->pub.scene.picks[i] = -1;
  return beat;
}

static void
beat_free (Beat *beat)
{
  g_ptr_array_unref (beat->pub.lines);
  g_clear_object (&beat->pub.room);
  g_free (beat);
}

/* How far into its beat the seats change: as the gems reach the tokens,
 * as the spider strikes, as the cards turn; a leaver's hand goes into the
 * chest once out of the door; everybody is in as they walk in. */
static double
count_at (Beat *beat)
{
  switch (beat->pub.kind)
    {
    case LAIR_BEAT_SCENE:
      return beat->pub.scene.kind == LAIR_SCENE_SHARE ? 0.7 : 0.5;
    case LAIR_BEAT_SPIDER:
      return 0.5;
    case LAIR_BEAT_REVEAL:
      return 0.25;
    case LAIR_BEAT_DUNGEON:
      return 0.0;
    case LAIR_BEAT_NOTE:
    case LAIR_BEAT_FLIP:
    case LAIR_BEAT_LEAVE:
    case LAIR_BEAT_FLOOR:
    case LAIR_BEAT_FORK:
    case LAIR_BEAT_SUMMARY:
    default:
      return 1.0;
    }
}

LairBeatChange *
lair_story_change_seat (LairStoryBeat *beat,
                        guint          index)
{
  g_assert (index < LAIR_N_SEATS);
  beat->pub.changed |= 1u << index;
  return &beat->changes[index];
}

gboolean
lair_story_in_game (LairStory *self,
                    guint      index)
{
  return lair_seat_get_player (lair_game_session_get_seat (self->session, index)) >= 0;
}

/* The clock */

/* Instant when the session has no delays: tests and --quick. */
static gboolean
instant (LairStory *self)
{
  return lair_game_session_get_grace_delay (self->session) == 0 &&
         lair_game_session_get_reveal_delay (self->session) == 0;
}

static double
speed (LairStory *self)
{
  double speed = CLAMP (self->speed, 0.25, 4.0);

  if (lair_game_session_get_watching (self->session))
    speed *= lair_game_session_get_watch_speed (self->session);
  return speed;
}

static gboolean
timer_cb (gpointer data)
{
  LairStory *self = data;
  Tick tick = self->tick;

  self->source = 0;
  self->tick = NULL;
  if (tick != NULL)
    tick (self);
  return G_SOURCE_REMOVE;
}

static void
cancel (LairStory *self)
{
  g_clear_handle_id (&self->source, g_source_remove);
  self->tick = NULL;
}

/* Calls @tick after @milliseconds on the story's clock */
static void
schedule (LairStory *self,
          guint      milliseconds,
          Tick       tick)
{
  cancel (self);
  self->tick = tick;
  if (self->manual)
    self->due = self->now + milliseconds;
  else
    self->source = g_timeout_add (milliseconds, timer_cb, self);
}

/* Telling */

static void
set_busy (LairStory *self,
          gboolean   busy)
{
  if (busy == self->holding)
    return;
  self->holding = busy;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      lair_shown_seat_set_following (self->seats[i], !busy);
      /* the winners are named once the last dungeon has been told */
      if (busy)
        lair_shown_seat_set_winner (self->seats[i], FALSE);
    }
  lair_shown_board_set_following (self->board, !busy);
  if (busy)
    lair_game_session_hold (self->session);
  else
    lair_game_session_release (self->session);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static gboolean
play_idle_cb (gpointer data)
{
  LairStory *self = data;

  self->play_source = 0;
  if (self->playing == NULL)
    play_next (self);
  return G_SOURCE_REMOVE;
}

/* A story begins with the first news of a step, before the seats show
 * what it came to: the shown seats stop following there. */
static void
begin (LairStory *self)
{
  if (self->holding)
    return;
  set_busy (self, TRUE);
  /* after the rest of the step has been queued; before the session's own
   * zero delays when there are no delays */
  if (self->play_source == 0 && self->playing == NULL)
    self->play_source = g_idle_add_full (G_PRIORITY_HIGH, play_idle_cb, self, NULL);
}

LairStoryBeat *
lair_story_enqueue (LairStory     *self,
                    LairStoryBeat *beat)
{
  beat->pub.retold = lair_game_session_get_retelling (self->session);
  g_queue_push_tail (&self->beats, beat);
  begin (self);
  return beat;
}

/* The seats hear what was told since they last heard, in one piece: a
 * screen reader says a seat's news again each time it changes */
static void
pass_news (LairStory *self)
{
  if (self->news->len == 0)
    return;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (lair_story_in_game (self, i))
      lair_shown_seat_add_news (self->seats[i], self->news->str);
  g_string_truncate (self->news, 0);
}

static void
add_news (LairStory  *self,
          const char *line)
{
  if (self->news->len > 0)
    {
      /* a room's line is a title, without a full stop of its own */
      gunichar last = g_utf8_get_char (g_utf8_find_prev_char (self->news->str, self->news->str + self->news->len));

      g_string_append (self->news, g_unichar_ispunct (last) ? " " : ". ");
    }
  g_string_append (self->news, line);
}

static void
tell_line (LairStory  *self,
           const char *line,
           gboolean    news)
{
  g_signal_emit (self, signals[LINE], 0, line);
  if (news)
    add_news (self, line);
}

/* A line of the story told at once, outside its beats */
void
lair_story_tell_line (LairStory  *self,
                      const char *line)
{
  tell_line (self, line, TRUE);
  if (!self->holding)
    pass_news (self);
}

/* Whether a beat begins a step of its own, told apart from the one before */
static gboolean
begins_step (const Beat *beat)
{
  return beat->pub.kind == LAIR_BEAT_FLIP || beat->pub.kind == LAIR_BEAT_REVEAL ||
         beat->pub.kind == LAIR_BEAT_DUNGEON || beat->pub.kind == LAIR_BEAT_SUMMARY;
}

/* As a room is turned over, the seats hear all that it comes to (and who
 * left on the way there) at once, while the board still shows it beat by
 * beat: told beat by beat instead, a screen reader would queue each part
 * behind the last and still be speaking long after the room. */
static void
tell_room_ahead (LairStory *self)
{
  for (GList *l = self->beats.head; l != NULL && !begins_step (l->data); l = l->next)
    {
      Beat *beat = l->data;

      for (guint i = 0; i < beat->pub.lines->len; i++)
        add_news (self, g_ptr_array_index (beat->pub.lines, i));
      beat->news_told = TRUE;
    }
  pass_news (self);
}

static void
count_changes (LairStory *self,
               Beat      *beat)
{
  if (beat->counted)
    return;
  beat->counted = TRUE;
  /* the board draws the beat at least this far before the seats change */
  g_signal_emit (self, signals[BEAT_COUNTED], 0, &beat->pub, count_at (beat));

  g_object_freeze_notify (G_OBJECT (self->board));
  if (beat->pub.kind == LAIR_BEAT_REVEAL)
    for (guint32 m = beat->pub.scene.mask; m != 0; m &= m - 1)
      lair_shown_seat_show_choice (self->seats[__builtin_ctz (m)],
                                   beat->pub.scene.picks[__builtin_ctz (m)]);

  for (guint32 m = beat->pub.changed; m != 0; m &= m - 1)
    {
      guint i = __builtin_ctz (m);
      const LairBeatChange *change = &beat->changes[i];

      if (beat->pub.kind == LAIR_BEAT_LEAVE)
        {
          /* the leaver's take is its hand and its share of the floor */
          gint hand = lair_shown_seat_get_hand (self->seats[i]);
          gint floor_gems = lair_shown_board_get_floor_gems (self->board);
          guint floor_bars = lair_shown_board_get_floor_bars (self->board);
          gint floor_value = lair_shown_board_get_floor_bar_value (self->board);

          lair_shown_board_set (self->board,
                                "floor-gems", MAX (floor_gems - MAX (change->outcome_gems - hand, 0), 0),
                                "floor-bars", floor_bars - MIN (floor_bars, (guint) change->gold_bars),
                                "floor-bar-value", MAX (floor_value - change->bar_value, 0),
                                NULL);
        }
      lair_shown_seat_apply (self->seats[i], change);
    }
  if (beat->pub.kind == LAIR_BEAT_LEAVE && beat->bravery_drop != 0)
    lair_shown_board_set (self->board, "bravery",
                          lair_shown_board_get_bravery (self->board) - beat->bravery_drop, NULL);
  if (beat->pub.kind == LAIR_BEAT_FLOOR && (beat->pub.gems != 0 || beat->pub.bars != 0))
    lair_shown_board_set (self->board,
                          "floor-gems", lair_shown_board_get_floor_gems (self->board) + beat->pub.gems,
                          "floor-bars", lair_shown_board_get_floor_bars (self->board) + beat->pub.bars,
                          "floor-bar-value", lair_shown_board_get_floor_bar_value (self->board) + beat->value,
                          NULL);
  g_object_thaw_notify (G_OBJECT (self->board));
}

static void
hide_choices (LairStory *self)
{
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    lair_shown_seat_show_choice (self->seats[i], LAIR_CHOICE_NONE);
}

/* What a beat shows as it begins */
static void
start_beat (LairStory *self,
            Beat      *beat)
{
  switch (beat->pub.kind)
    {
    case LAIR_BEAT_DUNGEON:
      hide_choices (self);
      /* nothing on the floor yet, and no room to have odds in */
      lair_shown_board_set (self->board, "dungeon", beat->pub.number, "room", 0, "bravery", beat->bravery,
                            "floor-gems", 0, "floor-bars", 0, "floor-bar-value", 0,
                            "lair-odds", 0.0, "rumored-gems", 0.0, NULL);
      break;
    case LAIR_BEAT_FLIP:
      hide_choices (self);
      if (!beat->described)
        g_ptr_array_add (beat->pub.lines, lair_room_describe (beat->pub.room));
      lair_shown_board_set (self->board, "room", lair_room_item_get_number (beat->pub.room), NULL);
      /* the room the players are deciding in has the session's odds; a
       * room passed on the way, or the dungeon's last, keeps the odds as
       * they stood before it */
      if (lair_game_session_get_phase (self->session) == LAIR_SESSION_PLAYING &&
          lair_game_session_get_dungeon (self->session) == lair_shown_board_get_dungeon (self->board) &&
          lair_game_session_get_room (self->session) == lair_shown_board_get_room (self->board))
        lair_shown_board_set (self->board,
                              "lair-odds", lair_game_session_get_lair_odds (self->session),
                              "rumored-gems", lair_game_session_get_rumored_gems (self->session),
                              NULL);
      break;
    case LAIR_BEAT_REVEAL:
      /* what each seat hears of next is what happened since it chose */
      for (guint i = 0; i < LAIR_N_SEATS; i++)
        lair_shown_seat_add_news (self->seats[i], NULL);
      break;
    case LAIR_BEAT_LEAVE:
      /* on the way to the door: its panel says so */
      lair_shown_seat_set_leaving (self->seats[beat->pub.scene.seat], TRUE);
      break;
    case LAIR_BEAT_SUMMARY:
      hide_choices (self);
      /* a dungeon resumed at its end shows the seats as they left it */
      if (beat->pub.retold)
        for (guint i = 0; i < LAIR_N_SEATS; i++)
          {
            lair_shown_seat_set_following (self->seats[i], TRUE);
            lair_shown_seat_set_following (self->seats[i], FALSE);
            lair_shown_seat_set_winner (self->seats[i], FALSE);
          }
      break;
    case LAIR_BEAT_NOTE:
    case LAIR_BEAT_SCENE:
    case LAIR_BEAT_SPIDER:
    case LAIR_BEAT_FLOOR:
    case LAIR_BEAT_FORK:
    default:
      break;
    }

  for (guint i = 0; i < beat->pub.lines->len; i++)
    tell_line (self, g_ptr_array_index (beat->pub.lines, i),
               beat->pub.kind != LAIR_BEAT_REVEAL && !beat->news_told);
  if (beat->pub.kind == LAIR_BEAT_FLIP)
    tell_room_ahead (self);
  else if (beat->pub.kind == LAIR_BEAT_SUMMARY)
    pass_news (self);
  g_signal_emit (self, signals[BEAT_STARTED], 0, &beat->pub);
}

static void
finish_playing (LairStory *self)
{
  Beat *beat = self->playing;

  cancel (self);
  if (beat == NULL)
    return;
  /* shown while it is still the beat playing */
  count_changes (self, beat);
  self->playing = NULL;
  g_signal_emit (self, signals[BEAT_FINISHED], 0, &beat->pub);
  beat_free (beat);
}

static void
end_tick (LairStory *self)
{
  finish_playing (self);
  play_next (self);
}

static void
count_tick (LairStory *self)
{
  if (self->playing != NULL)
    count_changes (self, self->playing);
  schedule (self, self->beat_time - self->count_time, end_tick);
}

static gboolean
only_computers (LairStory *self)
{
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (self->session, i);

      if (lair_seat_get_player (seat) >= 0 && lair_seat_get_kind (seat) == LAIR_SEAT_HUMAN)
        return FALSE;
    }
  return TRUE;
}

static void
auto_continue_tick (LairStory *self)
{
  /* a paused game watched again waits on its summary until it plays */
  if (!lair_game_session_get_paused (self->session))
    lair_story_continue (self);
}

static void
play_next (LairStory *self)
{
  while (self->playing == NULL && !self->waiting)
    {
      Beat *beat = g_queue_pop_head (&self->beats);

      if (beat == NULL)
        {
          /* told: the board shows the session as it is */
          self->beat_time = 0;
          pass_news (self);
          set_busy (self, FALSE);
          return;
        }

      self->playing = beat;
      self->beat_time = instant (self) || beat->pub.retold ? 0 : (guint) (beat->pub.duration / speed (self));
      self->count_time = (guint) (self->beat_time * count_at (beat));
      start_beat (self, beat);
      if (self->playing != beat)
        continue;

      if (beat->pub.kind == LAIR_BEAT_SUMMARY)
        {
          self->waiting = TRUE;
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WAITING]);
          /* a table of computers, or a game watched again, goes on by
           * itself after a while */
          if (self->waiting && (only_computers (self) || lair_game_session_get_watching (self->session)))
            schedule (self, instant (self) ? 0 : (guint) (4000 / speed (self)), auto_continue_tick);
          return;
        }

      if (self->beat_time == 0)
        {
          finish_playing (self);
          continue;
        }
      if (self->count_time == 0)
        count_changes (self, beat);
      /* changes shown at the end are shown as the beat ends */
      if (self->count_time >= self->beat_time)
        schedule (self, self->beat_time, end_tick);
      else
        schedule (self, self->count_time, count_tick);
      return;
    }
}

/* The object */

static void
lair_story_dispose (GObject *object)
{
  LairStory *self = LAIR_STORY (object);

  if (self->session != NULL)
    {
      lair_story_stop (self);
      g_signal_handlers_disconnect_by_data (self->session, self);
    }
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_clear_object (&self->seats[i]);
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    g_clear_object (&self->reports[d]);
  g_clear_object (&self->board);
  g_clear_object (&self->session);

  G_OBJECT_CLASS (lair_story_parent_class)->dispose (object);
}

static void
lair_story_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  LairStory *self = LAIR_STORY (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, self->holding);
      break;
    case PROP_WAITING:
      g_value_set_boolean (value, self->waiting);
      break;
    case PROP_SPEED:
      g_value_set_double (value, self->speed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_story_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  LairStory *self = LAIR_STORY (object);

  switch (prop_id)
    {
    case PROP_SPEED:
      lair_story_set_speed (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_story_finalize (GObject *object)
{
  LairStory *self = LAIR_STORY (object);

  g_string_free (self->news, TRUE);

  G_OBJECT_CLASS (lair_story_parent_class)->finalize (object);
}

static void
lair_story_class_init (LairStoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = lair_story_dispose;
  object_class->finalize = lair_story_finalize;
  object_class->get_property = lair_story_get_property;
  object_class->set_property = lair_story_set_property;

  /**
   * LairStory:busy:
   *
   * Whether a story is being told (and the session held).
   */
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairStory:waiting:
   *
   * Whether the story waits for the players at a dungeon's summary.
   */
  properties[PROP_WAITING] =
    g_param_spec_boolean ("waiting", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairStory:speed:
   *
   * How fast the story is told: 1 is the default speed, 2 twice as fast.
   */
  properties[PROP_SPEED] =
    g_param_spec_double ("speed", NULL, NULL, 0.25, 4.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LairStory::beat-started:
   * @self: the story
   * @beat: (type LairBeat): the beat
   *
   * A beat begins: draw it for lair_story_get_beat_time().
   */
  signals[BEAT_STARTED] = g_signal_new ("beat-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  /**
   * LairStory::beat-counted:
   * @self: the story
   * @beat: (type LairBeat): the beat
   * @at: how far into the beat, from 0 to 1, its changes are shown
   *
   * The beat's changes are about to be shown on the seats and the table:
   * a board drawing it should show it at least @at of the way through,
   * however late its frames come.
   */
  signals[BEAT_COUNTED] = g_signal_new ("beat-counted", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_DOUBLE);

  /**
   * LairStory::beat-finished:
   * @self: the story
   * @beat: (type LairBeat): the beat
   *
   * A beat is over, in its time or moved on from: draw what it leaves.
   */
  signals[BEAT_FINISHED] = g_signal_new ("beat-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  /**
   * LairStory::line:
   * @self: the story
   * @line: a line for the game log
   *
   * The story tells a line, as its beat begins.
   */
  signals[LINE] = g_signal_new ("line", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
lair_story_init (LairStory *self)
{
  g_queue_init (&self->beats);
  self->news = g_string_new (NULL);
  self->speed = 1.0;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    self->choices[i] = LAIR_CHOICE_NONE;
}

/**
 * lair_story_new:
 * @session: the game whose story to tell
 *
 * Returns: (transfer full): a new story of @session
 */
LairStory *
lair_story_new (LairGameSession *session)
{
  LairStory *self;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (session), NULL);

  self = g_object_new (LAIR_TYPE_STORY, NULL);
  self->session = g_object_ref (session);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      self->seats[i] = lair_shown_seat_new (lair_game_session_get_seat (session, i));
      lair_shown_seat_set_told (self->seats[i]);
    }
  self->board = lair_shown_board_new (session);
  g_signal_connect_object (session, "event", G_CALLBACK (lair_story_event_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "seat-handed", G_CALLBACK (lair_story_seat_handed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::phase", G_CALLBACK (lair_story_moved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::dungeon", G_CALLBACK (lair_story_moved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::room", G_CALLBACK (lair_story_moved_cb), self, G_CONNECT_SWAPPED);
  return self;
}

LairGameSession *
lair_story_get_session (LairStory *self)
{
  g_return_val_if_fail (LAIR_IS_STORY (self), NULL);
  return self->session;
}

/**
 * lair_story_get_shown_seat:
 * @self: a #LairStory
 * @index: a seat
 *
 * Returns: (transfer none): the seat as the board has shown it so far
 */
LairShownSeat *
lair_story_get_shown_seat (LairStory *self,
                           guint      index)
{
  g_return_val_if_fail (LAIR_IS_STORY (self), NULL);
  g_return_val_if_fail (index < LAIR_N_SEATS, NULL);
  return self->seats[index];
}

/**
 * lair_story_get_board:
 * @self: a #LairStory
 *
 * Returns: (transfer none): the table as the board has shown it so far
 */
LairShownBoard *
lair_story_get_board (LairStory *self)
{
  g_return_val_if_fail (LAIR_IS_STORY (self), NULL);
  return self->board;
}

/**
 * lair_story_get_beat:
 * @self: a #LairStory
 *
 * Returns: (transfer none) (nullable): the beat playing
 */
const LairBeat *
lair_story_get_beat (LairStory *self)
{
  g_return_val_if_fail (LAIR_IS_STORY (self), NULL);
  return self->playing != NULL ? &self->playing->pub : NULL;
}

/**
 * lair_story_get_told_at_once:
 * @self: a #LairStory
 *
 * A story is told at once where the session has no delays (tests,
 * `--quick`) and where a game taken up again is retold. A beat of no
 * length, such as a dungeon's summary, is not told at once for that: it
 * waits for the players.
 *
 * Returns: whether the beat playing is told at once, unheard
 */
gboolean
lair_story_get_told_at_once (LairStory *self)
{
  g_return_val_if_fail (LAIR_IS_STORY (self), TRUE);
  return instant (self) || (self->playing != NULL && self->playing->pub.retold);
}

/**
 * lair_story_get_beat_time:
 * @self: a #LairStory
 *
 * Returns: how long the beat playing holds at the story's speed, in
 *   milliseconds; 0 for a beat told at once
 */
guint
lair_story_get_beat_time (LairStory *self)
{
  g_return_val_if_fail (LAIR_IS_STORY (self), 0);
  return self->beat_time;
}

gboolean
lair_story_get_busy (LairStory *self)
{
  g_return_val_if_fail (LAIR_IS_STORY (self), FALSE);
  return self->holding;
}

gboolean
lair_story_get_waiting (LairStory *self)
{
  g_return_val_if_fail (LAIR_IS_STORY (self), FALSE);
  return self->waiting;
}

/**
 * lair_story_get_dungeon:
 * @self: a #LairStory
 *
 * Returns: the dungeon the story tells of, 1 to 5
 */
guint
lair_story_get_dungeon (LairStory *self)
{
  g_return_val_if_fail (LAIR_IS_STORY (self), 0);
  return self->dungeon;
}

/**
 * lair_story_get_report:
 * @self: a #LairStory
 * @dungeon: a dungeon, 1 to 5
 *
 * Returns: (transfer none) (nullable): what @dungeon came to for each
 *   seat, as far as it has been played, or %NULL before it was built
 */
LairDungeonReport *
lair_story_get_report (LairStory *self,
                       guint      dungeon)
{
  g_return_val_if_fail (LAIR_IS_STORY (self), NULL);
  g_return_val_if_fail (dungeon >= 1 && dungeon <= LAIR_N_DUNGEONS, NULL);
  return self->reports[dungeon - 1];
}

double
lair_story_get_speed (LairStory *self)
{
  g_return_val_if_fail (LAIR_IS_STORY (self), 1.0);
  return self->speed;
}

/**
 * lair_story_set_speed:
 * @self: a #LairStory
 * @speed: 1 for the default speed, 2 for twice as fast
 *
 * Sets how fast the beats that begin from now on are told.
 */
void
lair_story_set_speed (LairStory *self,
                      double     speed)
{
  g_return_if_fail (LAIR_IS_STORY (self));

  speed = CLAMP (speed, 0.25, 4.0);
  if (self->speed == speed)
    return;
  self->speed = speed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEED]);
}

/**
 * lair_story_set_manual_clock:
 * @self: a #LairStory
 * @manual: whether the story's time moves only by lair_story_advance()
 *
 * A story on a manual clock holds each beat until it is moved on, so a
 * test can check what is shown at every moment without waiting.
 */
void
lair_story_set_manual_clock (LairStory *self,
                             gboolean   manual)
{
  g_return_if_fail (LAIR_IS_STORY (self));
  g_return_if_fail (self->tick == NULL);

  self->manual = !!manual;
}

/**
 * lair_story_advance:
 * @self: a #LairStory on a manual clock
 * @milliseconds: how far to move its clock on
 */
void
lair_story_advance (LairStory *self,
                    guint      milliseconds)
{
  guint64 until;

  g_return_if_fail (LAIR_IS_STORY (self));
  g_return_if_fail (self->manual);

  until = self->now + milliseconds;
  while (self->tick != NULL && self->due <= until)
    {
      Tick tick = self->tick;

      self->now = self->due;
      self->tick = NULL;
      tick (self);
    }
  self->now = until;
}

/**
 * lair_story_skip:
 * @self: a #LairStory
 *
 * Moves on to the next beat at once, for players who want speed: the
 * beat playing leaves the board as it would at its end.
 */
void
lair_story_skip (LairStory *self)
{
  g_return_if_fail (LAIR_IS_STORY (self));

  if (self->playing == NULL || self->waiting)
    return;
  finish_playing (self);
  play_next (self);
}

/**
 * lair_story_continue:
 * @self: a #LairStory
 *
 * The players have seen the summary: the story, and the game, go on.
 */
void
lair_story_continue (LairStory *self)
{
  g_return_if_fail (LAIR_IS_STORY (self));

  if (!self->waiting)
    return;
  self->waiting = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WAITING]);
  /* the summary was the reveal: the rest of its delay is not waited out */
  lair_game_session_end_reveal (self->session);
  finish_playing (self);
  play_next (self);
}

/**
 * lair_story_stop:
 * @self: a #LairStory
 *
 * Drops the rest of the story (the game was left) and lets the session go.
 */
void
lair_story_stop (LairStory *self)
{
  Beat *beat;

  g_return_if_fail (LAIR_IS_STORY (self));

  cancel (self);
  g_clear_handle_id (&self->play_source, g_source_remove);
  g_clear_pointer (&self->playing, beat_free);
  self->reveal = NULL;
  self->first_leave = NULL;
  while ((beat = g_queue_pop_head (&self->beats)) != NULL)
    beat_free (beat);
  g_string_truncate (self->news, 0);
  /* the rooms of a game left may be gone */
  self->room = NULL;
  if (self->waiting)
    {
      self->waiting = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WAITING]);
    }
  set_busy (self, FALSE);
}
