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

#include <glib/gi18n.h>

#include "lair-story.h"
#include "lair-story-private.h"
#include "lair-dungeon-report.h"
#include "lair-words.h"

typedef struct {
  LairBeat        pub;
  gint            value;          /* of the gold bar laid on the floor */
  gint            bravery;        /* of the dungeon walked into */
  gint            bravery_drop;   /* as the leaver walks out */
  LairBeatChange  changes[LAIR_N_SEATS];
  gboolean        counted;        /* its changes are shown */
  gboolean        described;      /* a room turned over, its line written already */
} Beat;

typedef void (*Tick) (LairStory *self);

struct _LairStory
{
  GObject          parent_instance;

  LairGameSession *session;
  LairShownSeat   *seats[LAIR_N_SEATS];
  LairShownBoard  *board;

  GQueue           beats;
  Beat            *playing;
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
  Tick             tick;          /* what the clock does next */

  /* what the current step is about */
  LairRoomItem    *room;          /* the room last turned over */
  LairChoice       choices[LAIR_N_SEATS];
  Beat            *reveal;        /* the choices being turned over, while they come in */
  Beat            *first_leave;   /* the decision's first leaver, who takes the bravery with them */
  guint            dungeon;
  LairDungeonReport *reports[LAIR_N_DUNGEONS];
};

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
  BEAT_FINISHED,
  LINE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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
      return beat->duration > 0;
    case LAIR_BEAT_NOTE:
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

static Beat *
beat_new (LairBeatKind  kind,
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

static LairBeatChange *
change_seat (Beat  *beat,
             guint  index)
{
  g_assert (index < LAIR_N_SEATS);
  beat->pub.changed |= 1u << index;
  return &beat->changes[index];
}

static const char *
seat_name (LairStory *self,
           guint      index)
{
  return lair_seat_get_name (lair_game_session_get_seat (self->session, index));
}

static gboolean
in_game (LairStory *self,
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

static Beat *
enqueue (LairStory *self,
         Beat      *beat)
{
  beat->pub.retold = lair_game_session_get_retelling (self->session);
  g_queue_push_tail (&self->beats, beat);
  begin (self);
  return beat;
}

static Beat *
note (LairStory *self,
      char      *line)
{
  Beat *beat = beat_new (LAIR_BEAT_NOTE, LAIR_SCENE_NONE);

  g_ptr_array_add (beat->pub.lines, line);
  return enqueue (self, beat);
}

/* The last beat queued, if it shows a scene of @kind, to add a seat to */
static Beat *
last_scene (LairStory     *self,
            LairSceneKind  kind,
            const char    *sprite)
{
  Beat *beat = g_queue_peek_tail (&self->beats);

  if (beat != NULL && beat != self->playing && beat->pub.scene.kind == kind &&
      (kind != LAIR_SCENE_MARK || g_strcmp0 (beat->pub.scene.sprite, sprite) == 0))
    return beat;
  return NULL;
}

static void
tell_line (LairStory  *self,
           const char *line,
           gboolean    news)
{
  g_signal_emit (self, signals[LINE], 0, line);
  if (news)
    for (guint i = 0; i < LAIR_N_SEATS; i++)
      if (in_game (self, i))
        lair_shown_seat_add_news (self->seats[i], line);
}

static void
count_changes (LairStory *self,
               Beat      *beat)
{
  if (beat->counted)
    return;
  beat->counted = TRUE;

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
    tell_line (self, g_ptr_array_index (beat->pub.lines, i), beat->pub.kind != LAIR_BEAT_REVEAL);
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

/* What the session tells */

static void
dungeon_built (LairStory       *self,
               const LairEvent *event)
{
  Beat *beat = beat_new (LAIR_BEAT_DUNGEON, LAIR_SCENE_NONE);
  guint dungeon = event->dungeon_built.dungeon + 1;

  beat->pub.number = dungeon;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (in_game (self, i))
      {
        LairBeatChange *change = change_seat (beat, i);

        change->walks_in = TRUE;
        change->new_game = dungeon == 1;
        /* the bravery starts at the number of players */
        beat->bravery++;
      }
  self->dungeon = dungeon;
  self->room = NULL;
  /* Translators: a new dungeon begins; %u is 1 to 5 */
  g_ptr_array_add (beat->pub.lines, g_strdup_printf (_("Dungeon %u: the players walk in."), dungeon));
  enqueue (self, beat);
}

/* The Monte cards face up in order, then swapped by the story's own
 * dice, ending as the game dealt them. The dice are seeded by the game,
 * dungeon and room, never drawn from the game's own stream: a game
 * resumed or watched again tells the same swaps. */
static void
tell_monte (LairStory    *self,
            LairRoomItem *room)
{
  Beat *show = beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_MONTE_SHOW);
  Beat *shuffle;
  gint dealt[3], order[3];
  guint n_random;
  guint64 seed = lair_game_session_get_seed (self->session);
  guint32 dice_seed[] = { seed & 0xffffffff, seed >> 32, self->dungeon, lair_room_item_get_number (room) };
  g_autoptr(GRand) dice = g_rand_new_with_seed_array (dice_seed, G_N_ELEMENTS (dice_seed));
  g_autoptr(GString) words = g_string_new (NULL);

  lair_room_item_get_cards (room, dealt);
  /* face up from best to worst */
  memcpy (order, dealt, sizeof order);
  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (order[j] > order[i])
        {
          gint t = order[i];

          order[i] = order[j];
          order[j] = t;
        }

  memcpy (show->pub.scene.start_cards, order, sizeof order);
  memcpy (show->pub.scene.cards, order, sizeof order);
  /* the worst card may be a push, which gives nothing */
  if (order[2] == 0 && order[1] > 0)
    g_ptr_array_add (show->pub.lines,
                     g_strdup_printf (_("The dealer shows three cards: %+d and %+d gems, and one that gives nothing."),
                                      order[0], order[1]));
  else
    g_ptr_array_add (show->pub.lines,
                     g_strdup_printf (_("The dealer shows three cards: %+d, %+d and %+d gems."),
                                      order[0], order[1], order[2]));
  enqueue (self, show);

  shuffle = beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_MONTE_SHUFFLE);
  memcpy (shuffle->pub.scene.start_cards, order, sizeof order);
  memcpy (shuffle->pub.scene.cards, dealt, sizeof dealt);
  n_random = g_rand_int_range (dice, 3, 6);
  for (guint s = 0; s < n_random; s++)
    {
      guint a = g_rand_int_range (dice, 0, 3);
      guint b = (a + g_rand_int_range (dice, 1, 3)) % 3;
      gint t;

      shuffle->pub.scene.swaps[shuffle->pub.scene.n_swaps][0] = MIN (a, b);
      shuffle->pub.scene.swaps[shuffle->pub.scene.n_swaps][1] = MAX (a, b);
      shuffle->pub.scene.n_swaps++;
      t = order[a];
      order[a] = order[b];
      order[b] = t;
    }
  /* then straight to the deal */
  for (guint i = 0; i < 3 && shuffle->pub.scene.n_swaps < LAIR_SCENE_MAX_SWAPS; i++)
    if (order[i] != dealt[i])
      for (guint j = i + 1; j < 3; j++)
        if (order[j] == dealt[i])
          {
            gint t = order[i];

            shuffle->pub.scene.swaps[shuffle->pub.scene.n_swaps][0] = i;
            shuffle->pub.scene.swaps[shuffle->pub.scene.n_swaps][1] = j;
            shuffle->pub.scene.n_swaps++;
            order[i] = order[j];
            order[j] = t;
            break;
          }
  /* one line for each swap */
  for (guint s = 0; s < shuffle->pub.scene.n_swaps; s++)
    g_ptr_array_add (shuffle->pub.lines,
                     g_strdup (lair_words_monte_swap (MIN (shuffle->pub.scene.swaps[s][0], shuffle->pub.scene.swaps[s][1]),
                                                      MAX (shuffle->pub.scene.swaps[s][0], shuffle->pub.scene.swaps[s][1]))));
  shuffle->pub.duration = 550 * shuffle->pub.scene.n_swaps;
  enqueue (self, shuffle);
}

static void
room_entered (LairStory *self)
{
  GListModel *rooms = lair_game_session_get_rooms (self->session);
  guint n = g_list_model_get_n_items (rooms);
  g_autoptr(LairRoomItem) room = n > 0 ? g_list_model_get_item (rooms, n - 1) : NULL;
  Beat *beat;

  if (room == NULL)
    return;
  beat = beat_new (LAIR_BEAT_FLIP, LAIR_SCENE_NONE);
  /* the rooms hold it */
  self->room = room;
  beat->pub.room = g_object_ref (room);
  /* its line is written as it turns, once its gems are counted */
  enqueue (self, beat);

  if (lair_room_item_get_kind (room) == LAIR_ROOM_ADVENTURE &&
      lair_room_item_get_adventure (room) == LAIR_ADVENTURE_MONTE)
    tell_monte (self, room);
}

static void
gems_found (LairStory *self,
            gint       left)
{
  Beat *beat = beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_SHARE);

  beat->pub.scene.amount = left;
  if (left > 0)
    g_ptr_array_add (beat->pub.lines,
                     g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "The gems are shared; %d is left on the floor.",
                                                   "The gems are shared; %d are left on the floor.", left),
                                      left));
  else
    g_ptr_array_add (beat->pub.lines, g_strdup (_("The gems are shared evenly.")));
  enqueue (self, beat);

  if (left > 0 && self->room != NULL)
    {
      Beat *floor = beat_new (LAIR_BEAT_FLOOR, LAIR_SCENE_NONE);

      floor->pub.duration = 0;
      floor->pub.room = g_object_ref (self->room);
      floor->pub.gems = left;
      enqueue (self, floor);
    }
}

static void
gems_shared (LairStory *self,
             guint      i,
             gint       gems)
{
  Beat *beat = last_scene (self, LAIR_SCENE_SHARE, NULL);

  /* a share of nothing is no news */
  if (gems <= 0)
    return;
  if (beat == NULL)
    beat = enqueue (self, beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_SHARE));
  beat->pub.scene.mask |= 1u << i;
  beat->pub.scene.values[i] = gems;
  change_seat (beat, i)->hand += gems;
  g_ptr_array_add (beat->pub.lines,
                   g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s takes %d gem.", "%s takes %d gems.", gems),
                                    seat_name (self, i), gems));
}

static void
gold_found (LairStory *self,
            gint       value)
{
  Beat *beat = beat_new (LAIR_BEAT_FLOOR, LAIR_SCENE_NONE);

  beat->pub.room = self->room != NULL ? g_object_ref (self->room) : NULL;
  beat->pub.bars = 1;
  beat->value = value;
  g_ptr_array_add (beat->pub.lines,
                   g_strdup_printf (_("A gold bar worth $%d lies on the floor for the next to leave."), value));
  enqueue (self, beat);
}

static void
coins_found (LairStory *self,
             gint       side,
             gint       coins)
{
  Beat *beat;
  LairChoice way = side == 0 ? LAIR_CHOICE_LEFT : LAIR_CHOICE_RIGHT;

  if (self->room == NULL)
    return;
  beat = beat_new (LAIR_BEAT_FORK, LAIR_SCENE_NONE);
  beat->pub.room = g_object_ref (self->room);
  beat->pub.side = side;
  beat->pub.gems = coins;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (self->choices[i] == way)
      beat->pub.scene.mask |= 1u << i;
  g_ptr_array_add (beat->pub.lines,
                   side == 0 ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The left way holds %d coin.",
                                                             "The left way holds %d coins.", coins), coins)
                             : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The right way holds %d coin.",
                                                             "The right way holds %d coins.", coins), coins));
  enqueue (self, beat);
}

static void
scout_reported (LairStory *self,
                gint       from,
                gint       to)
{
  if (from == to)
    note (self, g_strdup_printf (_("The scout says the lair lies in room %d."), from));
  else
    note (self, g_strdup_printf (_("The scout says the lair lies between rooms %d and %d."), from, to));
}

/* Every seat's choice, turned over at once: the first news of a decision */
static void
chose (LairStory *self,
       guint      i,
       LairChoice choice)
{
  Beat *beat = self->reveal;

  if (beat == NULL)
    {
      /* a dungeon told again is told after it was all played back: the
       * rooms are described as they were before the players chose */
      for (GList *l = self->beats.head; l != NULL; l = l->next)
        {
          Beat *queued = l->data;

          if (queued->pub.retold && queued->pub.kind == LAIR_BEAT_FLIP && !queued->described)
            {
              g_ptr_array_add (queued->pub.lines, lair_room_describe (queued->pub.room));
              queued->described = TRUE;
            }
        }
      for (guint k = 0; k < LAIR_N_SEATS; k++)
        self->choices[k] = LAIR_CHOICE_NONE;
      self->first_leave = NULL;
      beat = self->reveal = enqueue (self, beat_new (LAIR_BEAT_REVEAL, LAIR_SCENE_REVEAL));
      beat->pub.room = self->room != NULL ? g_object_ref (self->room) : NULL;
    }
  self->choices[i] = choice;
  beat->pub.scene.mask |= 1u << i;
  beat->pub.scene.picks[i] = choice;
  /* a seat that stays on keeps its word to the Devil for a room */
  if (choice != LAIR_CHOICE_LEAVE)
    change_seat (beat, i)->obligation = -1;
}

/* The line of the choices, once they are all in */
static void
close_reveal (LairStory *self)
{
  Beat *beat = g_steal_pointer (&self->reveal);
  const char *names[LAIR_N_SEATS];
  LairChoice choices[LAIR_N_SEATS];
  guint n = 0;

  if (beat == NULL)
    return;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (beat->pub.scene.mask & (1u << i))
      {
        names[n] = seat_name (self, i);
        choices[n++] = beat->pub.scene.picks[i];
      }
  g_ptr_array_add (beat->pub.lines, lair_words_reveal (names, choices, n));
}

/* One seat's action shown over its token, and what it does to the seat:
 * the seats it happens to at once share one beat */
static void
mark (LairStory            *self,
      guint                 i,
      const char           *sprite,
      const LairBeatChange *change,
      char                 *text,
      char                 *line)
{
  Beat *beat = last_scene (self, LAIR_SCENE_MARK, sprite);

  if (beat == NULL)
    {
      beat = enqueue (self, beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_MARK));
      beat->pub.scene.sprite = sprite;
      beat->pub.scene.seat = i;
    }
  *change_seat (beat, i) = *change;
  beat->pub.scene.mask |= 1u << i;
  g_strlcpy (beat->pub.scene.texts[i], text, sizeof beat->pub.scene.texts[i]);
  g_free (text);
  g_ptr_array_add (beat->pub.lines, line);
}

static void
seat_action (LairStory       *self,
             const LairEvent *event)
{
  guint i = event->seat;
  const char *name = seat_name (self, i);

  switch (event->type)
    {
    case LAIR_EVENT_SUN_MOON:
      {
        Beat *beat = last_scene (self, LAIR_SCENE_SUN_MOON, NULL);
        gint amount = event->sun_moon.change;
        char *line;

        if (beat == NULL)
          {
            gint fixed[3] = { 0 };

            beat = enqueue (self, beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_SUN_MOON));
            if (self->room != NULL)
              lair_room_item_get_cards (self->room, fixed);
            beat->pub.scene.detail = fixed[0];
            g_ptr_array_add (beat->pub.lines, g_strdup (fixed[0] == 0 ? _("The Sun pays, and the Moon takes.")
                                                                      : _("The Moon pays, and the Sun takes.")));
          }
        beat->pub.scene.mask |= 1u << i;
        beat->pub.scene.values[i] = amount;
        change_seat (beat, i)->hand += amount;
        line = lair_words_sun_moon (name, event->sun_moon.choice == LAIR_CHOICE_SUN, amount);
        g_ptr_array_add (beat->pub.lines, line);
      }
      break;

    case LAIR_EVENT_MONTE:
      {
        Beat *beat = last_scene (self, LAIR_SCENE_MONTE_TURN, NULL);
        gint pick = self->choices[i] >= LAIR_CHOICE_CARD1 && self->choices[i] <= LAIR_CHOICE_CARD3
                    ? self->choices[i] - LAIR_CHOICE_CARD1 : -1;
        gint amount = event->monte.change;
        char *line;

        if (beat == NULL)
          {
            beat = enqueue (self, beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_MONTE_TURN));
            if (self->room != NULL)
              lair_room_item_get_cards (self->room, beat->pub.scene.cards);
            g_ptr_array_add (beat->pub.lines, g_strdup_printf (_("The cards are turned over: %+d, %+d and %+d."),
                                                               beat->pub.scene.cards[0], beat->pub.scene.cards[1],
                                                               beat->pub.scene.cards[2]));
          }
        beat->pub.scene.mask |= 1u << i;
        beat->pub.scene.values[i] = amount;
        beat->pub.scene.picks[i] = pick;
        change_seat (beat, i)->hand += amount;
        line = lair_words_monte (name, pick >= 0 ? (guint) pick : 1, event->monte.card, amount);
        g_ptr_array_add (beat->pub.lines, line);
      }
      break;

    case LAIR_EVENT_QUEEN_PAID:
      {
        gint n = event->queen_paid.gems;

        mark (self, i, "sprite-queen", &(LairBeatChange) { .hand = n }, g_strdup_printf ("+%d", n),
              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A Queen pays %s %d gem.", "A Queen pays %s %d gems.",
                                            n), name, n));
      }
      break;
    case LAIR_EVENT_TOLL_GIFT:
      {
        gint n = event->toll_gift.gems;

        mark (self, i, "sprite-gem", &(LairBeatChange) { .hand = n }, g_strdup_printf ("+%d", n),
              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The Ferryman gives %s %d gem for the toll.",
                                            "The Ferryman gives %s %d gems for the toll.", n), name, n));
      }
      break;
    case LAIR_EVENT_CHANGELING_STOLE:
      {
        gint n = event->changeling_stole.gems;

        mark (self, i, "sprite-changeling", &(LairBeatChange) { .hand = -n }, g_strdup_printf ("−%d", n),
              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A Changeling steals %2$d gem from %1$s.",
                                            "A Changeling steals %2$d gems from %1$s.", n), name, n));
      }
      break;
    case LAIR_EVENT_BANKED:
      {
        gint n = event->banked.gems, cash = event->banked.cash;

        mark (self, i, "sprite-coin", &(LairBeatChange) { .hand = -n, .chest = cash },
              g_strdup_printf ("$%d", cash),
              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s gives the Banker %d gem for $%d.",
                                            "%s gives the Banker %d gems for $%d.", n), name, n, cash));
      }
      break;
    case LAIR_EVENT_TOLL_PAID:
      {
        gint n = event->toll_paid.gems;

        mark (self, i, "sprite-gem", &(LairBeatChange) { .hand = -n }, g_strdup_printf ("−%d", n),
              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s pays the Ferryman %d gem to cross the lava.",
                                            "%s pays the Ferryman %d gems to cross the lava.", n), name, n));
      }
      break;
    case LAIR_EVENT_COINS_SHARED:
      {
        gint n = event->coins_shared.coins;

        mark (self, i, "sprite-coin", &(LairBeatChange) { .chest = n }, g_strdup_printf ("+%d", n),
              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s puts %d coin in the chest.",
                                            "%s puts %d coins in the chest.", n), name, n));
      }
      break;
    case LAIR_EVENT_MUSHROOM:
      {
        gint n = event->mushroom.shares;

        mark (self, i, "sprite-mushroom", &(LairBeatChange) { .shares = n }, g_strdup_printf ("×%d", n),
              event->mushroom.ate
                ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s eats the mushroom and is now %d share big.",
                                                "%s eats the mushroom and is now %d shares big.", n), name, n)
                : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s did not eat, and is now %d share big.",
                                                "%s did not eat, and is now %d shares big.", n), name, n));
      }
      break;
    case LAIR_EVENT_DEAL:
      {
        gint n = event->deal.rooms, cash = event->deal.cash;

        /* the room the deal is signed in is the first it pays for */
        mark (self, i, "sprite-contract", &(LairBeatChange) { .chest = cash, .obligation = n - 1 },
              g_strdup_printf ("$%d", cash),
              g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s signs the Devil’s deal: %d room for $%d.",
                                            "%s signs the Devil’s deal: %d rooms for $%d.", n), name, n, cash));
      }
      break;
    case LAIR_EVENT_CARRY:
      {
        gboolean changeling = event->carry.changeling;

        mark (self, i, changeling ? "sprite-changeling" : "sprite-queen",
              &(LairBeatChange) { .queens = !changeling, .changelings = changeling }, g_strdup (""),
              changeling ? g_strdup_printf (_("%s picks up a Changeling."), name)
                         : g_strdup_printf (_("%s picks up a Queen."), name));
      }
      break;
    case LAIR_EVENT_GAME_STARTED:
    case LAIR_EVENT_DUNGEON_BUILT:
    case LAIR_EVENT_ROOM_ENTERED:
    case LAIR_EVENT_BATS:
    case LAIR_EVENT_GEMS_FOUND:
    case LAIR_EVENT_GEMS_SHARED:
    case LAIR_EVENT_GOLD_FOUND:
    case LAIR_EVENT_SCOUT_REPORT:
    case LAIR_EVENT_DECISION:
    case LAIR_EVENT_CHOICE:
    case LAIR_EVENT_LEAVERS:
    case LAIR_EVENT_SEAT_LEFT:
    case LAIR_EVENT_COINS_FOUND:
    case LAIR_EVENT_SPIDER:
    case LAIR_EVENT_BRAVERY:
    case LAIR_EVENT_DUNGEON_FINISHED:
    case LAIR_EVENT_GAME_FINISHED:
    case LAIR_N_EVENTS:
    default:
      g_assert_not_reached ();
    }
}

static void
seat_left (LairStory       *self,
           const LairEvent *event)
{
  Beat *beat = beat_new (LAIR_BEAT_LEAVE, LAIR_SCENE_LEAVE);
  guint i = event->seat;
  gint gems = event->seat_left.gems, bars = event->seat_left.bars;
  gint value = event->seat_left.bars_value, coins = event->seat_left.coins;

  beat->pub.scene.seat = i;
  beat->pub.scene.mask = 1u << i;
  /* the bravery drops as the first of the decision's leavers walks out
   * (see bravery_changed()); the rooms running out is no decision */
  if (!(event->seat_left.flags & LAIR_LEAVE_EXHAUSTED) && self->first_leave == NULL)
    self->first_leave = beat;
  /* the take goes into the chest: the hand with its share of the floor,
   * the gold bars and the Sphinx's coins */
  *change_seat (beat, i) = (LairBeatChange) {
    .outcome = LAIR_OUTCOME_LEFT,
    .outcome_gems = gems,
    .chest = gems + value + coins,
    .gold_bars = bars,
    .bar_value = value,
  };
  /* whole sentences, each with its own plural: a language that declines
   * the gems after "with" says so in its own words */
  g_ptr_array_add (beat->pub.lines,
                   g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s leaves with %d gem.", "%s leaves with %d gems.",
                                                 gems), seat_name (self, i), gems));
  if (bars > 0)
    g_ptr_array_add (beat->pub.lines,
                     g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s also takes %d gold bar, worth $%d.",
                                                   "%s also takes %d gold bars, worth $%d.", bars),
                                      seat_name (self, i), bars, value));
  if (coins > 0)
    g_ptr_array_add (beat->pub.lines,
                     g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s also takes %d coin.",
                                                   "%s also takes %d coins.", coins), seat_name (self, i), coins));
  if (bars > 0)
    g_snprintf (beat->pub.scene.text, sizeof beat->pub.scene.text, "+%d, $%d", gems, value);
  else
    g_snprintf (beat->pub.scene.text, sizeof beat->pub.scene.text, "+%d", gems);

  enqueue (self, beat);
}

/* The rules say what the bravery came to: it drops as the decision's
 * first leaver walks out */
static void
bravery_changed (LairStory       *self,
                 const LairEvent *event)
{
  gint drop = event->bravery.old - event->bravery.bravery;

  if (drop == 0)
    return;
  if (self->first_leave != NULL && g_queue_find (&self->beats, self->first_leave) != NULL)
    self->first_leave->bravery_drop = drop;
}

static void
spider_struck (LairStory       *self,
               const LairEvent *event)
{
  Beat *beat = last_scene (self, LAIR_SCENE_SPIDER, NULL);
  guint i = event->seat;
  gint gems = event->spider.gems;
  char *line;

  if (beat == NULL)
    {
      beat = enqueue (self, beat_new (LAIR_BEAT_SPIDER, LAIR_SCENE_SPIDER));
      g_ptr_array_add (beat->pub.lines, g_strdup (_("The spider comes out of its lair!")));
    }
  beat->pub.scene.mask |= 1u << i;
  beat->pub.scene.values[i] = gems;
  *change_seat (beat, i) = (LairBeatChange) { .outcome = LAIR_OUTCOME_SCARED, .outcome_gems = gems };
  if (gems > 0)
    line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "The spider scares %s out, and %d gem is lost.",
                                         "The spider scares %s out, and %d gems are lost.", gems),
                            seat_name (self, i), gems);
  else
    /* Translators: a seat scared out with nothing in hand to lose */
    line = g_strdup_printf (_("The spider scares %s out."), seat_name (self, i));
  g_ptr_array_add (beat->pub.lines, line);
}

static void
dungeon_finished (LairStory       *self,
                  const LairEvent *event)
{
  Beat *beat = beat_new (LAIR_BEAT_SUMMARY, LAIR_SCENE_NONE);
  gint left_behind = event->dungeon_finished.left_behind;
  char *line;

  line = lair_dungeon_ending_text (event->dungeon_finished.depth, event->dungeon_finished.lair_room);
  g_ptr_array_add (beat->pub.lines, line);
  if (left_behind > 0)
    {
      /* Translators: money that nobody took out of the dungeon */
      line = g_strdup_printf (_("$%d was left behind in the dungeon."), left_behind);
      g_ptr_array_add (beat->pub.lines, line);
    }
  enqueue (self, beat);
}

/* Each dungeon's report follows the game's events, its seats numbered as
 * the game's players are. A game taken up again was not seen from its
 * start: its reports start from the chests the earlier dungeons left. */
static void
report_event (LairStory       *self,
              const LairEvent *event)
{
  LairEvent told = *event;
  guint n_players = 0;

  /* the seats in the game: the session tells their number only once the
   * step is over */
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    n_players += in_game (self, i);

  if (event->type == LAIR_EVENT_GAME_STARTED)
    for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
      g_clear_object (&self->reports[d]);
  if (event->type == LAIR_EVENT_DUNGEON_BUILT && self->reports[event->dungeon_built.dungeon] == NULL)
    {
      gint d = event->dungeon_built.dungeon;

      self->reports[d] = lair_dungeon_report_new_for_dungeon (n_players, d);
      for (guint i = 0; i < LAIR_N_SEATS && d > 0; i++)
        {
          gint p = lair_seat_get_player (lair_game_session_get_seat (self->session, i));

          gint chest = lair_game_session_get_dungeon_chest (self->session, i, d - 1);

          if (p >= 0 && chest >= 0)
            lair_dungeon_report_set_chest_before (self->reports[d], p, chest);
        }
    }
  if (told.seat >= 0)
    told.seat = lair_seat_get_player (lair_game_session_get_seat (self->session, told.seat));
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    if (self->reports[d] != NULL)
      lair_dungeon_report_add_event (self->reports[d], &told);
}

static void
event_cb (LairStory       *self,
          const LairEvent *event)
{
  report_event (self, event);
  if (event->type != LAIR_EVENT_CHOICE)
    close_reveal (self);

  switch (event->type)
    {
    case LAIR_EVENT_DUNGEON_BUILT:
      dungeon_built (self, event);
      break;
    case LAIR_EVENT_ROOM_ENTERED:
      room_entered (self);
      break;
    case LAIR_EVENT_BATS:
      {
        Beat *beat = beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_BATS);

        g_ptr_array_add (beat->pub.lines, g_strdup_printf (_("Bats fly up from the dark of room %d!"),
                                                           event->bats.room));
        enqueue (self, beat);
      }
      break;
    case LAIR_EVENT_GEMS_FOUND:
      gems_found (self, event->gems_found.floor);
      break;
    case LAIR_EVENT_GEMS_SHARED:
      gems_shared (self, event->seat, event->gems_shared.gems);
      break;
    case LAIR_EVENT_GOLD_FOUND:
      gold_found (self, event->gold_found.value);
      break;
    case LAIR_EVENT_COINS_FOUND:
      coins_found (self, event->coins_found.side, event->coins_found.coins);
      break;
    case LAIR_EVENT_SCOUT_REPORT:
      scout_reported (self, event->scout_report.from, event->scout_report.to);
      break;
    case LAIR_EVENT_CHOICE:
      chose (self, event->seat, event->choice.choice);
      break;
    case LAIR_EVENT_SEAT_LEFT:
      seat_left (self, event);
      break;
    case LAIR_EVENT_BRAVERY:
      bravery_changed (self, event);
      break;
    case LAIR_EVENT_SPIDER:
      spider_struck (self, event);
      break;
    case LAIR_EVENT_DUNGEON_FINISHED:
      dungeon_finished (self, event);
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
      seat_action (self, event);
      break;
    case LAIR_EVENT_GAME_STARTED:
    case LAIR_EVENT_DECISION:
    case LAIR_EVENT_LEAVERS:
    case LAIR_EVENT_GAME_FINISHED:
    case LAIR_N_EVENTS:
    default:
      break;
    }
}

/* The players moved on without a story to tell it: a game taken up where
 * it was left. The story goes on from there: the dungeon its summary
 * names, and the room its coins and gold are found in. */
static void
moved_cb (LairStory *self)
{
  GListModel *rooms = lair_game_session_get_rooms (self->session);
  guint n_rooms = g_list_model_get_n_items (rooms);

  if (self->holding || lair_game_session_get_phase (self->session) != LAIR_SESSION_PLAYING)
    return;
  self->dungeon = lair_game_session_get_dungeon (self->session);
  if (n_rooms > 0)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, n_rooms - 1);

      /* the rooms hold it, as for a room revealed */
      self->room = room;
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
lair_story_class_init (LairStoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = lair_story_dispose;
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
    self->seats[i] = lair_shown_seat_new (lair_game_session_get_seat (session, i));
  self->board = lair_shown_board_new (session);
  g_signal_connect_object (session, "event", G_CALLBACK (event_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::phase", G_CALLBACK (moved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::dungeon", G_CALLBACK (moved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::room", G_CALLBACK (moved_cb), self, G_CONNECT_SWAPPED);
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
  /* the rooms of a game left may be gone */
  self->room = NULL;
  if (self->waiting)
    {
      self->waiting = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WAITING]);
    }
  set_busy (self, FALSE);
}
