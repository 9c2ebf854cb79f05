/* lair-storyteller.c — each decision told as a sequence of moments
 *
 * The session reports a decision's outcome all at once, as signals. The
 * storyteller turns them into a queue of beats — the next card turned
 * over, the gems counted into the hands, each leaver walking out with the
 * take, the Sun or the Moon paying, the Monte cards shuffled and turned,
 * the spider — each with a duration, lines for the game log and a scene
 * for the path to draw. While beats remain the session is held, so the
 * game never moves past what the players have not been shown. At the end
 * of each dungeon the story waits for a click on the summary.
 *
 * The seats change with the story too: while it is told, each seat is
 * shown as it stood when the story began, changed by what the beats played
 * so far did to it, each as the board shows it happen — the gems reaching
 * the token, the walk out of the door with the take, the spider striking,
 * the Banker's exchange, a Queen carried. Each beat carries its changes to
 * the seats, and they are counted in one place.
 *
 * So does the table the status badges show: the dungeon walked into, the
 * room the path shows as current, what lies on the floor as the board
 * lays it down and the leavers take it, the bravery as they walk out, and
 * the odds and the rumor as they stood in the room shown.
 *
 * Durations follow the animation-speed preference; with animations off a
 * beat is a still frame held for a short pause; with the session's delays
 * at zero (tests, --quick) beats take no time at all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "lair-labels.h"
#include "lair-rules.h"
#include "lair-sound.h"
#include "lair-storyteller.h"

#define LOG_LIMIT 2000

typedef enum {
  BEAT_NOTE,          /* a line only */
  BEAT_DUNGEON,       /* everybody walks in */
  BEAT_FLIP,          /* room turned over */
  BEAT_SCENE,         /* the scene as given */
  BEAT_LEAVE,         /* a seat walks out */
  BEAT_SPIDER,        /* the spider takes the hands */
  BEAT_FLOOR,         /* something left on the floor of the room */
  BEAT_FORK,          /* coins found down one way of the Sphinx */
  BEAT_SUMMARY,       /* the end of a dungeon, waiting for a click */
} BeatKind;

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
  gint outcome_gems;
} Change;

typedef struct {
  BeatKind kind;
  guint duration;       /* milliseconds at the usual speed */
  GPtrArray *lines;     /* for the log */
  LairRoomItem *room;
  LairScene scene;
  gint gems;
  guint bars;
  gint value;           /* of the gold bar laid on the floor */
  guint side;
  guint number;         /* of the dungeon walked into */
  gint bravery;         /* of the dungeon walked into */
  gint bravery_drop;    /* as the leaver walks out */
  guint32 changed;      /* the seats it changes */
  Change changes[LAIR_N_SEATS];
  gboolean counted;     /* its changes are shown */
  gboolean retold;      /* of a resumed game, seen before: told at once */
  gboolean described;   /* a room turned over, its line written already */
} Beat;

struct _LairStoryteller
{
  GObject          parent_instance;

  LairGameSession *session;
  LairPath        *path;
  GtkStringList   *log;
  GSettings       *settings;
  LairSound       *sound;

  GQueue           beats;
  Beat            *playing;
  AdwAnimation    *animation;
  guint            source;
  gboolean         holding;
  gboolean         waiting;
  gboolean         begun;         /* the seats the next story starts from are taken */
  LairShownSeat    shown[LAIR_N_SEATS];  /* as told while holding */
  LairShownBoard   board;         /* the table as told while holding */
  gboolean         dropped;       /* the bravery drop of the decision is told */

  /* what the current step is about */
  LairRoomItem    *room;          /* the room last turned over */
  LairChoice       choices[LAIR_N_SEATS];
  guint            dungeon;
  GString         *summary;
};

G_DEFINE_FINAL_TYPE (LairStoryteller, lair_storyteller, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_BUSY,
  PROP_WAITING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SUMMARY,
  SHOWN_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void play_next (LairStoryteller *self);

static gboolean
play_idle_cb (gpointer data)
{
  LairStoryteller *self = data;

  self->source = 0;
  play_next (self);
  return G_SOURCE_REMOVE;
}

static gboolean
auto_continue_cb (gpointer data)
{
  LairStoryteller *self = data;

  self->source = 0;
  /* a paused game watched again waits on its summary until it plays */
  if (!lair_game_session_get_paused (self->session))
    lair_storyteller_continue (self);
  return G_SOURCE_REMOVE;
}

/* Beats */

static Beat *
beat_new (BeatKind kind,
          guint    duration)
{
  Beat *beat = g_new0 (Beat, 1);

  beat->kind = kind;
  beat->duration = duration;
  beat->lines = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    beat->scene.picks[i] = -1;
  return beat;
}

static void
beat_free (Beat *beat)
{
  g_ptr_array_unref (beat->lines);
  g_clear_object (&beat->room);
  g_free (beat);
}

static const char *
seat_name (LairSeat *seat)
{
  return lair_seat_get_name (seat);
}

/* Instant when the session has no delays: tests and --quick. */
static gboolean
instant (LairStoryteller *self)
{
  return lair_game_session_get_grace_delay (self->session) == 0 &&
         lair_game_session_get_reveal_delay (self->session) == 0;
}

static double
speed (LairStoryteller *self)
{
  double speed = CLAMP (g_settings_get_double (self->settings, "animation-speed"), 0.25, 4.0);

  if (lair_game_session_get_watching (self->session))
    speed *= lair_game_session_get_watch_speed (self->session);
  return speed;
}

static gboolean
animated (LairStoryteller *self)
{
  return g_settings_get_boolean (self->settings, "animations") &&
         adw_get_enable_animations (GTK_WIDGET (self->path));
}

static gboolean
only_computers (LairStoryteller *self)
{
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (self->session, i);

      if (lair_seat_get_player (seat) >= 0 && lair_seat_get_kind (seat) == LAIR_SEAT_HUMAN)
        return FALSE;
    }
  return TRUE;
}

/* A story begins with the first news of a step — the choices shown, a
 * dungeon begun — before the seats show what it came to: the session marks
 * a leaver's outcome, and names the winners, before telling of them. The
 * seats as they stand then are where the telling starts. */
static void
take_seats (LairStoryteller *self)
{
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      lair_shown_seat_init (&self->shown[i], lair_game_session_get_seat (self->session, i));
      /* the winners are named once the last dungeon has been told */
      self->shown[i].winner = FALSE;
    }
  lair_shown_board_init (&self->board, self->session);
  self->begun = TRUE;
}

static void
set_busy (LairStoryteller *self,
          gboolean         busy)
{
  if (busy == self->holding)
    return;
  self->holding = busy;
  if (busy)
    {
      if (!self->begun)
        take_seats (self);
      self->begun = FALSE;
      lair_game_session_hold (self->session);
    }
  else
    lair_game_session_release (self->session);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
  g_signal_emit (self, signals[SHOWN_CHANGED], 0);
}

static void
add_line (LairStoryteller *self,
          const char      *line)
{
  gtk_string_list_append (self->log, line);
  if (g_list_model_get_n_items (G_LIST_MODEL (self->log)) > LOG_LIMIT)
    gtk_string_list_remove (self->log, 0);
#if GTK_CHECK_VERSION (4, 14, 0)
  gtk_accessible_announce (GTK_ACCESSIBLE (self->path), line, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#endif
}

static Beat *
enqueue (LairStoryteller *self,
         Beat            *beat)
{
  beat->retold = lair_game_session_get_retelling (self->session);
  g_queue_push_tail (&self->beats, beat);
  if (!self->holding)
    {
      set_busy (self, TRUE);
      /* after the rest of the step has been queued; before the session's
       * own zero delays when there are no delays */
      if (self->source == 0 && self->playing == NULL)
        self->source = g_idle_add_full (G_PRIORITY_HIGH, play_idle_cb, self, NULL);
    }
  return beat;
}

static Beat *
note (LairStoryteller *self,
      guint            duration,
      char            *line)
{
  Beat *beat = beat_new (BEAT_NOTE, duration);

  g_ptr_array_add (beat->lines, line);
  return enqueue (self, beat);
}

/* The last beat queued, if it is a scene of @kind, to add a seat to. */
static Beat *
last_scene (LairStoryteller *self,
            LairSceneKind    kind)
{
  Beat *beat = g_queue_peek_tail (&self->beats);

  if (beat != NULL && beat != self->playing && (beat->kind == BEAT_SCENE || beat->kind == BEAT_SPIDER) &&
      beat->scene.kind == kind)
    return beat;
  return NULL;
}

/* The change @beat makes to seat @index, to fill in */
static Change *
change_seat (Beat  *beat,
             guint  index)
{
  g_assert (index < LAIR_N_SEATS);
  beat->changed |= 1u << index;
  return &beat->changes[index];
}

/* Playing */

/* How far into its scene a beat changes the seats: as the gems reach the
 * tokens, as the spider strikes, as the cards turn; a leaver's hand goes
 * into the chest once out of the door; everybody is in as they walk in. */
static double
count_at (Beat *beat)
{
  switch (beat->kind)
    {
    case BEAT_SCENE:
      return beat->scene.kind == LAIR_SCENE_SHARE ? 0.7 : 0.5;
    case BEAT_SPIDER:
      return 0.5;
    case BEAT_DUNGEON:
      return 0.0;
    case BEAT_NOTE:
    case BEAT_FLIP:
    case BEAT_LEAVE:
    case BEAT_FLOOR:
    case BEAT_FORK:
    case BEAT_SUMMARY:
    default:
      return 1.0;
    }
}

/* A seat as shown, once the board has shown @change happen to it */
static void
apply_change (LairShownSeat *shown,
              const Change  *change)
{
  if (change->walks_in)
    {
      shown->inside = TRUE;
      shown->leaving = FALSE;
      shown->outcome = LAIR_OUTCOME_NONE;
      shown->outcome_gems = 0;
      shown->hand = 0;
      shown->shares = LAIR_SHARES_REGULAR;
      shown->queens = 0;
      shown->changelings = 0;
      shown->obligation = 0;
    }
  if (change->new_game)
    {
      shown->chest = 0;
      shown->gold_bars = 0;
      shown->bar_value = 0;
    }
  shown->hand = MAX (shown->hand + change->hand, 0);
  shown->chest += change->chest;
  shown->gold_bars += change->gold_bars;
  shown->bar_value += change->bar_value;
  shown->queens += change->queens;
  shown->changelings += change->changelings;
  shown->obligation = MAX (shown->obligation + change->obligation, 0);
  if (change->shares > 0)
    shown->shares = change->shares;
  if (change->outcome != LAIR_OUTCOME_NONE)
    {
      /* the hand goes to the chest or to the spider, and the little
       * people carried go their own way */
      shown->inside = FALSE;
      shown->leaving = FALSE;
      shown->outcome = change->outcome;
      shown->outcome_gems = change->outcome_gems;
      shown->hand = 0;
      shown->queens = 0;
      shown->changelings = 0;
    }
}

static void
count_changes (LairStoryteller *self,
               Beat            *beat)
{
  gboolean changed = FALSE;

  if (beat->counted)
    return;
  beat->counted = TRUE;

  for (guint32 m = beat->changed; m != 0; m &= m - 1)
    {
      guint i = __builtin_ctz (m);
      LairShownSeat before = self->shown[i];

      if (beat->kind == BEAT_LEAVE)
        {
          /* the leaver's take is its hand and its share of the floor */
          const Change *take = &beat->changes[i];

          self->board.floor_gems = MAX (self->board.floor_gems - MAX (take->outcome_gems - before.hand, 0), 0);
          self->board.floor_bars -= MIN (self->board.floor_bars, (guint) take->gold_bars);
          self->board.floor_bar_value = MAX (self->board.floor_bar_value - take->bar_value, 0);
          changed = TRUE;
        }
      apply_change (&self->shown[i], &beat->changes[i]);
      changed |= memcmp (&before, &self->shown[i], sizeof before) != 0;
    }
  if (beat->kind == BEAT_LEAVE && beat->bravery_drop != 0)
    {
      self->board.bravery -= beat->bravery_drop;
      changed = TRUE;
    }
  if (beat->kind == BEAT_FLOOR && (beat->gems != 0 || beat->bars != 0))
    {
      self->board.floor_gems += beat->gems;
      self->board.floor_bars += beat->bars;
      self->board.floor_bar_value += beat->value;
      changed = TRUE;
    }
  if (changed)
    g_signal_emit (self, signals[SHOWN_CHANGED], 0);
}

static void
set_progress (LairStoryteller *self,
              double           progress)
{
  Beat *beat = self->playing;

  if (beat == NULL)
    return;
  if (progress >= count_at (beat))
    count_changes (self, beat);
  if (beat->kind == BEAT_FLIP)
    lair_path_set_flip (self->path, beat->room, progress);
  else if (beat->kind == BEAT_SCENE || beat->kind == BEAT_LEAVE || beat->kind == BEAT_SPIDER)
    {
      beat->scene.progress = progress;
      lair_path_set_scene (self->path, &beat->scene);
    }
}

static void
animation_value_cb (double   value,
                    gpointer data)
{
  set_progress (data, value);
}

/* What a beat leaves behind once played. */
static void
finish_beat (LairStoryteller *self,
             Beat            *beat)
{
  count_changes (self, beat);
  switch (beat->kind)
    {
    case BEAT_FLIP:
      lair_path_set_flip (self->path, beat->room, 1.0);
      break;
    case BEAT_FLOOR:
      lair_path_add_floor (self->path, beat->room, beat->gems, beat->bars);
      break;
    case BEAT_FORK:
      lair_path_set_fork (self->path, beat->room, beat->side, beat->gems, beat->scene.mask);
      break;
    case BEAT_SPIDER:
      lair_path_set_inside (self->path, lair_path_get_inside (self->path) & ~beat->scene.mask);
      break;
    case BEAT_NOTE:
    case BEAT_DUNGEON:
    case BEAT_SCENE:
    case BEAT_LEAVE:
    case BEAT_SUMMARY:
    default:
      break;
    }
  lair_path_set_scene (self->path, NULL);
}

static void
done_cb (LairStoryteller *self)
{
  Beat *beat = g_steal_pointer (&self->playing);

  g_clear_handle_id (&self->source, g_source_remove);
  if (beat != NULL)
    {
      finish_beat (self, beat);
      beat_free (beat);
    }
  play_next (self);
}

static gboolean
still_done_cb (gpointer data)
{
  LairStoryteller *self = data;

  self->source = 0;
  done_cb (self);
  return G_SOURCE_REMOVE;
}

/* The sound of a beat, heard as it is shown. */
static void
play_sound (LairStoryteller *self,
            Beat            *beat)
{
  LairSoundEffect effect;

  switch (beat->kind)
    {
    case BEAT_FLIP:
      effect = LAIR_SOUND_EFFECT_CARD;
      break;
    case BEAT_SPIDER:
      effect = LAIR_SOUND_EFFECT_SPIDER;
      break;
    case BEAT_FORK:
      effect = LAIR_SOUND_EFFECT_COINS;
      break;
    case BEAT_SCENE:
      if (beat->scene.kind == LAIR_SCENE_BATS)
        effect = LAIR_SOUND_EFFECT_BATS;
      else if (beat->scene.kind == LAIR_SCENE_SHARE)
        effect = LAIR_SOUND_EFFECT_GEMS;
      else if (beat->scene.kind == LAIR_SCENE_MONTE_SHUFFLE || beat->scene.kind == LAIR_SCENE_MONTE_TURN)
        effect = LAIR_SOUND_EFFECT_CARD;
      else
        return;
      break;
    case BEAT_LEAVE:
      effect = LAIR_SOUND_EFFECT_GEMS;
      break;
    case BEAT_NOTE:
    case BEAT_DUNGEON:
    case BEAT_FLOOR:
    case BEAT_SUMMARY:
    default:
      return;
    }
  lair_sound_play (self->sound, effect);
}

/* What a beat shows as it begins. */
static void
start_beat (LairStoryteller *self,
            Beat            *beat)
{
  /* a story told at once (tests, --quick, a game resumed) is silent */
  if (!instant (self) && !beat->retold)
    play_sound (self, beat);

  for (guint i = 0; i < beat->lines->len; i++)
    add_line (self, g_ptr_array_index (beat->lines, i));

  switch (beat->kind)
    {
    case BEAT_DUNGEON:
      {
        guint32 everybody = 0;

        for (guint i = 0; i < LAIR_N_SEATS; i++)
          if (lair_seat_get_player (lair_game_session_get_seat (self->session, i)) >= 0)
            everybody |= 1u << i;
        lair_path_set_revealed (self->path, FALSE);
        lair_path_set_current (self->path, NULL);
        lair_path_set_inside (self->path, everybody);
        /* nothing on the floor yet, and no room to have odds in */
        self->board = (LairShownBoard) { .dungeon = beat->number, .bravery = beat->bravery };
        g_signal_emit (self, signals[SHOWN_CHANGED], 0);
      }
      break;
    case BEAT_FLIP:
      if (!beat->described)
        {
          g_autofree char *line = lair_room_describe (beat->room);

          add_line (self, line);
        }
      lair_path_set_flip (self->path, beat->room, 0.0);
      lair_path_set_current (self->path, beat->room);
      self->board.room = lair_room_item_get_number (beat->room);
      /* the room the players are deciding in has the session's odds; a
       * room passed on the way, or the dungeon's last, keeps the odds as
       * they stood before it */
      if (lair_game_session_get_phase (self->session) == LAIR_SESSION_PLAYING &&
          lair_game_session_get_dungeon (self->session) == self->board.dungeon &&
          lair_game_session_get_room (self->session) == self->board.room)
        {
          self->board.lair_odds = lair_game_session_get_lair_odds (self->session);
          self->board.rumored_gems = lair_game_session_get_rumored_gems (self->session);
        }
      g_signal_emit (self, signals[SHOWN_CHANGED], 0);
      break;
    case BEAT_LEAVE:
      lair_path_set_inside (self->path, lair_path_get_inside (self->path) & ~(1u << beat->scene.seat));
      /* on the way to the door: its panel says so */
      self->shown[beat->scene.seat].leaving = TRUE;
      g_signal_emit (self, signals[SHOWN_CHANGED], 0);
      break;
    case BEAT_SUMMARY:
      /* a dungeon resumed at its end shows the seats as they left it */
      if (beat->retold)
        {
          for (guint i = 0; i < LAIR_N_SEATS; i++)
            {
              lair_shown_seat_init (&self->shown[i], lair_game_session_get_seat (self->session, i));
              self->shown[i].winner = FALSE;
            }
          g_signal_emit (self, signals[SHOWN_CHANGED], 0);
        }
      lair_path_set_current (self->path, NULL);
      lair_path_set_revealed (self->path, TRUE);
      lair_path_set_inside (self->path, 0);
      self->waiting = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WAITING]);
      g_signal_emit (self, signals[SUMMARY], 0);
      break;
    case BEAT_NOTE:
    case BEAT_SCENE:
    case BEAT_SPIDER:
    case BEAT_FLOOR:
    case BEAT_FORK:
    default:
      break;
    }
}

static void
play_next (LairStoryteller *self)
{
  while (self->playing == NULL && !self->waiting)
    {
      Beat *beat = g_queue_pop_head (&self->beats);
      guint duration;

      if (beat == NULL)
        {
          /* told: the board shows the session as it is */
          lair_path_sync (self->path);
          set_busy (self, FALSE);
          return;
        }

      self->playing = beat;
      start_beat (self, beat);

      if (beat->kind == BEAT_SUMMARY)
        {
          /* a table of computers, or a game watched again, goes on by
           * itself after a while */
          if (only_computers (self) || lair_game_session_get_watching (self->session))
            self->source = g_timeout_add (instant (self) ? 0 : (guint) (4000 / speed (self)),
                                          auto_continue_cb, self);
          return;
        }

      duration = instant (self) || beat->retold ? 0 : (guint) (beat->duration / speed (self));
      if (duration == 0)
        {
          set_progress (self, 1.0);
          finish_beat (self, beat);
          self->playing = NULL;
          beat_free (beat);
          continue;
        }

      if (!animated (self))
        {
          /* a still frame of the outcome, long enough to read */
          set_progress (self, 1.0);
          self->source = g_timeout_add (MIN (duration, (guint) (900 / speed (self))), still_done_cb, self);
          return;
        }

      set_progress (self, 0.0);
      g_clear_object (&self->animation);
      self->animation = adw_timed_animation_new (GTK_WIDGET (self->path), 0.0, 1.0, duration,
                                                 adw_callback_animation_target_new (animation_value_cb, self, NULL));
      adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_IN_OUT_CUBIC);
      g_signal_connect_object (self->animation, "done", G_CALLBACK (done_cb), self, G_CONNECT_SWAPPED);
      adw_animation_play (self->animation);
      return;
    }
}

/* What the session tells */

/* The players moved on without a story to tell it: a game taken up where
 * it was left. The story goes on from there: the dungeon its summary
 * names, and the room its coins and gold are found in. */
static void
moved_cb (LairStoryteller *self)
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

static void
dungeon_started_cb (LairStoryteller *self,
                    guint            dungeon,
                    LairAdventure    adventure)
{
  Beat *beat = beat_new (BEAT_DUNGEON, 600);

  if (!self->holding)
    take_seats (self);
  beat->number = dungeon;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (lair_seat_get_player (lair_game_session_get_seat (self->session, i)) >= 0)
      {
        Change *change = change_seat (beat, i);

        change->walks_in = TRUE;
        change->new_game = dungeon == 1;
        /* the bravery starts at the number of players */
        beat->bravery++;
      }
  self->dungeon = dungeon;
  self->room = NULL;
  g_string_truncate (self->summary, 0);
  /* Translators: a new dungeon begins; %u is 1 to 5 */
  g_ptr_array_add (beat->lines, g_strdup_printf (_("Dungeon %u: the players walk in."), dungeon));
  enqueue (self, beat);
}

/* One swap of the Monte shuffle, as a sentence: @a < @b */
static const char *
swap_sentence (guint a,
               guint b)
{
  if (a == 0 && b == 1)
    return _("The dealer swaps the left and middle cards.");
  if (a == 0)
    return _("The dealer swaps the left and right cards.");
  return _("The dealer swaps the middle and right cards.");
}

/* The Monte cards face up in order, then swapped by the window's own
 * dice, ending as the game dealt them. The dice are seeded by the game,
 * dungeon and room, never drawn from the game's own stream: a game
 * resumed or watched again tells the same swaps. */
static void
tell_monte (LairStoryteller *self,
            LairRoomItem    *room)
{
  Beat *show = beat_new (BEAT_SCENE, 1200);
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

  show->scene.kind = LAIR_SCENE_MONTE_SHOW;
  memcpy (show->scene.start_cards, order, sizeof order);
  memcpy (show->scene.cards, order, sizeof order);
  /* the worst card may be a push, which gives nothing */
  if (order[2] == 0 && order[1] > 0)
    g_ptr_array_add (show->lines,
                     g_strdup_printf (_("The dealer shows three cards: %+d and %+d gems, and one that gives nothing."),
                                      order[0], order[1]));
  else
    g_ptr_array_add (show->lines,
                     g_strdup_printf (_("The dealer shows three cards: %+d, %+d and %+d gems."),
                                      order[0], order[1], order[2]));
  enqueue (self, show);

  shuffle = beat_new (BEAT_SCENE, 0);
  shuffle->scene.kind = LAIR_SCENE_MONTE_SHUFFLE;
  memcpy (shuffle->scene.start_cards, order, sizeof order);
  memcpy (shuffle->scene.cards, dealt, sizeof dealt);
  n_random = g_rand_int_range (dice, 3, 6);
  for (guint s = 0; s < n_random; s++)
    {
      guint a = g_rand_int_range (dice, 0, 3);
      guint b = (a + g_rand_int_range (dice, 1, 3)) % 3;
      gint t;

      shuffle->scene.swaps[shuffle->scene.n_swaps][0] = MIN (a, b);
      shuffle->scene.swaps[shuffle->scene.n_swaps][1] = MAX (a, b);
      shuffle->scene.n_swaps++;
      t = order[a];
      order[a] = order[b];
      order[b] = t;
    }
  /* then straight to the deal */
  for (guint i = 0; i < 3 && shuffle->scene.n_swaps < LAIR_SCENE_MAX_SWAPS; i++)
    if (order[i] != dealt[i])
      for (guint j = i + 1; j < 3; j++)
        if (order[j] == dealt[i])
          {
            gint t = order[i];

            shuffle->scene.swaps[shuffle->scene.n_swaps][0] = i;
            shuffle->scene.swaps[shuffle->scene.n_swaps][1] = j;
            shuffle->scene.n_swaps++;
            order[i] = order[j];
            order[j] = t;
            break;
          }
  for (guint s = 0; s < shuffle->scene.n_swaps; s++)
    {
      if (s > 0)
        g_string_append_c (words, ' ');
      g_string_append (words, swap_sentence (MIN (shuffle->scene.swaps[s][0], shuffle->scene.swaps[s][1]),
                                             MAX (shuffle->scene.swaps[s][0], shuffle->scene.swaps[s][1])));
    }
  g_ptr_array_add (shuffle->lines, g_strdup (words->str));
  shuffle->duration = 550 * shuffle->scene.n_swaps;
  enqueue (self, shuffle);
}

static void
room_revealed_cb (LairStoryteller *self,
                  LairRoomItem    *room)
{
  Beat *beat = beat_new (BEAT_FLIP, 800);

  self->room = room;
  beat->room = g_object_ref (room);
  /* its line is written as it turns, once its gems are counted */
  enqueue (self, beat);

  if (lair_room_item_get_kind (room) == LAIR_ROOM_ADVENTURE &&
      lair_room_item_get_adventure (room) == LAIR_ADVENTURE_MONTE)
    tell_monte (self, room);
}

static void
bats_cb (LairStoryteller *self,
         guint            room)
{
  Beat *beat = beat_new (BEAT_SCENE, 1400);

  beat->scene.kind = LAIR_SCENE_BATS;
  g_ptr_array_add (beat->lines, g_strdup_printf (_("Bats fly up from the dark of room %u!"), room));
  enqueue (self, beat);
}

static void
gems_found_cb (LairStoryteller *self,
               gint             gems,
               gint             left)
{
  Beat *beat = beat_new (BEAT_SCENE, 1300);

  beat->scene.kind = LAIR_SCENE_SHARE;
  beat->scene.amount = left;
  if (left > 0)
    g_ptr_array_add (beat->lines,
                     g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "The gems are shared; %d is left on the floor.",
                                                   "The gems are shared; %d are left on the floor.", left),
                                      left));
  else
    g_ptr_array_add (beat->lines, g_strdup (_("The gems are shared evenly.")));
  enqueue (self, beat);

  if (left > 0 && self->room != NULL)
    {
      Beat *floor = beat_new (BEAT_FLOOR, 0);

      floor->room = g_object_ref (self->room);
      floor->gems = left;
      enqueue (self, floor);
    }
}

static void
gems_shared_cb (LairStoryteller *self,
                LairSeat        *seat,
                gint             gems)
{
  Beat *beat = last_scene (self, LAIR_SCENE_SHARE);
  guint i = lair_seat_get_index (seat);

  /* a share of nothing is no news */
  if (gems <= 0)
    return;
  if (beat == NULL)
    {
      beat = enqueue (self, beat_new (BEAT_SCENE, 1100));
      beat->scene.kind = LAIR_SCENE_SHARE;
    }
  beat->scene.mask |= 1u << i;
  beat->scene.values[i] = gems;
  change_seat (beat, i)->hand += gems;
  g_ptr_array_add (beat->lines,
                   g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s takes %d gem.", "%s takes %d gems.", gems),
                                    seat_name (seat), gems));
}

static void
gold_found_cb (LairStoryteller *self,
               gint             value)
{
  Beat *beat = beat_new (BEAT_FLOOR, 900);

  beat->room = self->room != NULL ? g_object_ref (self->room) : NULL;
  beat->bars = 1;
  beat->value = value;
  g_ptr_array_add (beat->lines, g_strdup_printf (_("A gold bar worth $%d lies on the floor for the next to leave."),
                                                 value));
  enqueue (self, beat);
}

static void
coins_found_cb (LairStoryteller *self,
                gint             side,
                gint             coins,
                gint             left)
{
  Beat *beat = beat_new (BEAT_FORK, 1000);
  LairChoice way = side == 0 ? LAIR_CHOICE_LEFT : LAIR_CHOICE_RIGHT;

  beat->room = self->room != NULL ? g_object_ref (self->room) : NULL;
  beat->side = side;
  beat->gems = coins;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (self->choices[i] == way)
      beat->scene.mask |= 1u << i;
  g_ptr_array_add (beat->lines,
                   side == 0 ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The left way holds %d coin.",
                                                             "The left way holds %d coins.", coins), coins)
                             : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The right way holds %d coin.",
                                                             "The right way holds %d coins.", coins), coins));
  if (beat->room != NULL)
    enqueue (self, beat);
  else
    beat_free (beat);
}

static void
scout_cb (LairStoryteller *self,
          gint             from,
          gint             to)
{
  if (from == to)
    note (self, 1000, g_strdup_printf (_("The scout says the lair lies in room %d."), from));
  else
    note (self, 1000, g_strdup_printf (_("The scout says the lair lies between rooms %d and %d."), from, to));
}

static void
choices_cb (LairStoryteller *self,
            GVariant        *choices)
{
  GVariantIter iter;
  guint32 index;
  gint32 choice;

  /* the first news of a decision, before what it came to */
  if (!self->holding)
    take_seats (self);
  /* a dungeon told again is told after it was all played back: the rooms
   * are described as they were before the players chose */
  for (GList *l = self->beats.head; l != NULL; l = l->next)
    {
      Beat *beat = l->data;

      if (beat->retold && beat->kind == BEAT_FLIP && !beat->described)
        {
          g_ptr_array_add (beat->lines, lair_room_describe (beat->room));
          beat->described = TRUE;
        }
    }
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    self->choices[i] = LAIR_CHOICE_NONE;
  self->dropped = FALSE;
  g_variant_iter_init (&iter, choices);
  while (g_variant_iter_next (&iter, "(ui)", &index, &choice))
    if (index < LAIR_N_SEATS)
      {
        self->choices[index] = choice;
        /* a seat that stays on keeps its word to the Devil for a room */
        if (choice != LAIR_CHOICE_LEAVE && self->shown[index].obligation > 0)
          self->shown[index].obligation--;
      }
}

/* Whole sentences for each outcome, so that every language can say
 * them its own way */
static char *
sun_moon_line (const char *name,
               gboolean    sun,
               gint        change)
{
  if (change > 0)
    return g_strdup_printf (sun ? g_dngettext (GETTEXT_PACKAGE, "%s stood on the Sun and gains %d gem.",
                                               "%s stood on the Sun and gains %d gems.", change)
                                : g_dngettext (GETTEXT_PACKAGE, "%s stood on the Moon and gains %d gem.",
                                               "%s stood on the Moon and gains %d gems.", change),
                            name, change);
  if (change < 0)
    return g_strdup_printf (sun ? g_dngettext (GETTEXT_PACKAGE, "%s stood on the Sun and loses %d gem.",
                                               "%s stood on the Sun and loses %d gems.", -change)
                                : g_dngettext (GETTEXT_PACKAGE, "%s stood on the Moon and loses %d gem.",
                                               "%s stood on the Moon and loses %d gems.", -change),
                            name, -change);
  return g_strdup_printf (sun ? _("%s stood on the Sun and neither gains nor loses.")
                              : _("%s stood on the Moon and neither gains nor loses."),
                          name);
}

static char *
monte_line (const char *name,
            guint       position,
            gint        card,
            gint        change)
{
  gint n = ABS (change);

  /* the push card, which has no sign to show */
  if (card == 0)
    return g_strdup_printf (position == 0 ? _("%s took the left card, which gives nothing.")
                            : position == 1 ? _("%s took the middle card, which gives nothing.")
                            : _("%s took the right card, which gives nothing."), name);
  /* Translators: a name, then the card's value, e.g. "+2" */
  if (position == 0 && change > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took the left card (%+d) and gains %d gem.",
                                         "%s took the left card (%+d) and gains %d gems.", n), name, card, n);
  if (position == 0 && change < 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took the left card (%+d) and loses %d gem.",
                                         "%s took the left card (%+d) and loses %d gems.", n), name, card, n);
  if (position == 0)
    return g_strdup_printf (_("%s took the left card (%+d) and neither gains nor loses."), name, card);
  if (position == 1 && change > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took the middle card (%+d) and gains %d gem.",
                                         "%s took the middle card (%+d) and gains %d gems.", n), name, card, n);
  if (position == 1 && change < 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took the middle card (%+d) and loses %d gem.",
                                         "%s took the middle card (%+d) and loses %d gems.", n), name, card, n);
  if (position == 1)
    return g_strdup_printf (_("%s took the middle card (%+d) and neither gains nor loses."), name, card);
  if (change > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took the right card (%+d) and gains %d gem.",
                                         "%s took the right card (%+d) and gains %d gems.", n), name, card, n);
  if (change < 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s took the right card (%+d) and loses %d gem.",
                                         "%s took the right card (%+d) and loses %d gems.", n), name, card, n);
  return g_strdup_printf (_("%s took the right card (%+d) and neither gains nor loses."), name, card);
}

/* One seat's action shown by its token, and what it does to the seat */
static void
mark (LairStoryteller *self,
      LairSeat        *seat,
      const char      *sprite,
      const Change    *change,
      char            *text,
      char            *line)
{
  Beat *beat = beat_new (BEAT_SCENE, 1000);

  *change_seat (beat, lair_seat_get_index (seat)) = *change;
  beat->scene.kind = LAIR_SCENE_MARK;
  beat->scene.seat = lair_seat_get_index (seat);
  beat->scene.sprite = sprite;
  g_strlcpy (beat->scene.text, text, sizeof beat->scene.text);
  g_free (text);
  g_ptr_array_add (beat->lines, line);
  g_string_append_printf (self->summary, "%s\n", line);
  enqueue (self, beat);
}

static void
seat_action_cb (LairStoryteller *self,
                LairSeat        *seat,
                LairSeatAction   action,
                gint             amount,
                gint             detail)
{
  const char *name = seat_name (seat);
  guint i = lair_seat_get_index (seat);

  switch (action)
    {
    case LAIR_ACTION_SUN_MOON:
      {
        Beat *beat = last_scene (self, LAIR_SCENE_SUN_MOON);
        gint fixed[3] = { 0 };
        char *line;

        if (beat == NULL)
          {
            beat = enqueue (self, beat_new (BEAT_SCENE, 1500));
            beat->scene.kind = LAIR_SCENE_SUN_MOON;
            if (self->room != NULL)
              lair_room_item_get_cards (self->room, fixed);
            beat->scene.detail = fixed[0];
            g_ptr_array_add (beat->lines, g_strdup (fixed[0] == 0 ? _("The Sun pays, and the Moon takes.")
                                                                  : _("The Moon pays, and the Sun takes.")));
          }
        beat->scene.mask |= 1u << i;
        beat->scene.values[i] = amount;
        change_seat (beat, i)->hand += amount;
        line = sun_moon_line (name, detail == LAIR_CHOICE_SUN, amount);
        g_string_append_printf (self->summary, "%s\n", line);
        g_ptr_array_add (beat->lines, line);
      }
      break;

    case LAIR_ACTION_MONTE:
      {
        Beat *beat = last_scene (self, LAIR_SCENE_MONTE_TURN);
        gint pick = self->choices[i] >= LAIR_CHOICE_CARD1 && self->choices[i] <= LAIR_CHOICE_CARD3
                    ? self->choices[i] - LAIR_CHOICE_CARD1 : -1;
        char *line;

        if (beat == NULL)
          {
            beat = enqueue (self, beat_new (BEAT_SCENE, 1400));
            beat->scene.kind = LAIR_SCENE_MONTE_TURN;
            if (self->room != NULL)
              lair_room_item_get_cards (self->room, beat->scene.cards);
            g_ptr_array_add (beat->lines, g_strdup_printf (_("The cards are turned over: %+d, %+d and %+d."),
                                                           beat->scene.cards[0], beat->scene.cards[1],
                                                           beat->scene.cards[2]));
          }
        beat->scene.mask |= 1u << i;
        beat->scene.values[i] = amount;
        beat->scene.picks[i] = pick;
        change_seat (beat, i)->hand += amount;
        line = monte_line (name, pick >= 0 ? (guint) pick : 1, detail, amount);
        g_string_append_printf (self->summary, "%s\n", line);
        g_ptr_array_add (beat->lines, line);
      }
      break;

    case LAIR_ACTION_QUEEN_PAID:
      mark (self, seat, "sprite-queen", &(Change) { .hand = amount }, g_strdup_printf ("+%d", amount),
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A Queen pays %s %d gem.", "A Queen pays %s %d gems.",
                                          amount), name, amount));
      break;
    case LAIR_ACTION_TOLL_GIFT:
      mark (self, seat, "sprite-gem", &(Change) { .hand = amount }, g_strdup_printf ("+%d", amount),
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The Ferryman gives %s %d gem for the toll.",
                                          "The Ferryman gives %s %d gems for the toll.", amount), name, amount));
      break;
    case LAIR_ACTION_CHANGELING_STOLE:
      mark (self, seat, "sprite-changeling", &(Change) { .hand = -amount }, g_strdup_printf ("−%d", amount),
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "A Changeling steals %2$d gem from %1$s.",
                                          "A Changeling steals %2$d gems from %1$s.", amount), name, amount));
      break;
    case LAIR_ACTION_BANKED:
      mark (self, seat, "sprite-coin", &(Change) { .hand = -amount, .chest = detail },
            g_strdup_printf ("$%d", detail),
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s gives the Banker %d gem for $%d.",
                                          "%s gives the Banker %d gems for $%d.", amount), name, amount, detail));
      break;
    case LAIR_ACTION_TOLL_PAID:
      mark (self, seat, "sprite-gem", &(Change) { .hand = -amount }, g_strdup_printf ("−%d", amount),
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s pays the Ferryman %d gem to cross the lava.",
                                          "%s pays the Ferryman %d gems to cross the lava.", amount), name, amount));
      break;
    case LAIR_ACTION_COINS_SHARED:
      mark (self, seat, "sprite-coin", &(Change) { .chest = amount }, g_strdup_printf ("+%d", amount),
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s puts %d coin in the chest.",
                                          "%s puts %d coins in the chest.", amount), name, amount));
      break;
    case LAIR_ACTION_MUSHROOM:
      mark (self, seat, "sprite-mushroom", &(Change) { .shares = amount }, g_strdup_printf ("×%d", amount),
            detail ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s eats the mushroom and is now %d share big.",
                                                   "%s eats the mushroom and is now %d shares big.", amount),
                                      name, amount)
                   : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s did not eat, and is now %d share big.",
                                                   "%s did not eat, and is now %d shares big.", amount),
                                      name, amount));
      break;
    case LAIR_ACTION_DEAL:
      /* the room the deal is signed in is the first it pays for */
      mark (self, seat, "sprite-contract", &(Change) { .chest = detail, .obligation = amount - 1 },
            g_strdup_printf ("$%d", detail),
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s signs the Devil’s deal: %d room for $%d.",
                                          "%s signs the Devil’s deal: %d rooms for $%d.", amount),
                             name, amount, detail));
      break;
    case LAIR_ACTION_CARRY:
      mark (self, seat, detail == 0 ? "sprite-queen" : "sprite-changeling",
            &(Change) { .queens = detail == 0, .changelings = detail != 0 }, g_strdup (""),
            detail == 0 ? g_strdup_printf (_("%s picks up a Queen."), name)
                        : g_strdup_printf (_("%s picks up a Changeling."), name));
      break;
    default:
      break;
    }
}

static void
seat_left_cb (LairStoryteller *self,
              LairSeat        *seat,
              gint             gems,
              gint             bars,
              gint             value,
              gint             coins,
              guint            flags)
{
  Beat *beat = beat_new (BEAT_LEAVE, 1300);
  g_autofree char *take = NULL;
  char *line;

  beat->scene.kind = LAIR_SCENE_LEAVE;
  beat->scene.seat = lair_seat_get_index (seat);
  /* the bravery drops as the first of the decision's leavers walks out;
   * the rooms running out is no decision */
  if (!(flags & LAIR_LEAVE_EXHAUSTED) && !self->dropped)
    {
      guint n_leavers = 0;
      guint n_players = 0;

      for (guint i = 0; i < LAIR_N_SEATS; i++)
        {
          n_leavers += self->choices[i] == LAIR_CHOICE_LEAVE;
          n_players += lair_seat_get_player (lair_game_session_get_seat (self->session, i)) >= 0;
        }
      beat->bravery_drop = lair_rules_bravery_drop (n_leavers, n_players);
      self->dropped = TRUE;
    }
  /* the take goes into the chest: the hand with its share of the floor,
   * the gold bars and the Sphinx's coins */
  *change_seat (beat, beat->scene.seat) = (Change) {
    .outcome = LAIR_OUTCOME_LEFT,
    .outcome_gems = gems,
    .chest = gems + value + coins,
    .gold_bars = bars,
    .bar_value = value,
  };
  if (bars > 0)
    take = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d gems and %d gold bar worth $%d",
                                         "%d gems and %d gold bars worth $%d", bars), gems, bars, value);
  else
    take = lair_format_gems (gems);
  if (coins > 0)
    line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s leaves with %s, and %d coin.",
                                         "%s leaves with %s, and %d coins.", coins), seat_name (seat), take, coins);
  else
    /* Translators: a name and what the seat takes out: "12 gems and 1 gold bar worth $6" */
    line = g_strdup_printf (_("%s leaves with %s."), seat_name (seat), take);
  if (bars > 0)
    g_snprintf (beat->scene.text, sizeof beat->scene.text, "+%d, $%d", gems, value);
  else
    g_snprintf (beat->scene.text, sizeof beat->scene.text, "+%d", gems);
  g_ptr_array_add (beat->lines, line);
  /* the summary says when, as the log does by the room lines around */
  if (self->room != NULL)
    {
      guint room = lair_room_item_get_number (self->room);
      g_autofree char *when = NULL;

      if (coins > 0)
        when = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Room %u: %s leaves with %s, and %d coin.",
                                             "Room %u: %s leaves with %s, and %d coins.", coins),
                                room, seat_name (seat), take, coins);
      else
        /* Translators: the room a seat left from, its name and what it
         * takes out, in a dungeon's summary: "Room 7: Ada leaves with
         * 12 gems." */
        when = g_strdup_printf (_("Room %u: %s leaves with %s."), room, seat_name (seat), take);
      g_string_append_printf (self->summary, "%s\n", when);
    }
  else
    g_string_append_printf (self->summary, "%s\n", line);
  enqueue (self, beat);
}

static void
spider_cb (LairStoryteller *self,
           LairSeat        *seat,
           gint             gems)
{
  Beat *beat = last_scene (self, LAIR_SCENE_SPIDER);
  guint i = lair_seat_get_index (seat);
  char *line;

  if (beat == NULL)
    {
      beat = enqueue (self, beat_new (BEAT_SPIDER, 1800));
      beat->scene.kind = LAIR_SCENE_SPIDER;
      g_ptr_array_add (beat->lines, g_strdup (_("The spider comes out of its lair!")));
    }
  beat->scene.mask |= 1u << i;
  beat->scene.values[i] = gems;
  *change_seat (beat, i) = (Change) { .outcome = LAIR_OUTCOME_SCARED, .outcome_gems = gems };
  if (gems > 0)
    line = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "The spider scares %s out, and %d gem is lost.",
                                         "The spider scares %s out, and %d gems are lost.", gems),
                            seat_name (seat), gems);
  else
    /* Translators: a seat scared out with nothing in hand to lose */
    line = g_strdup_printf (_("The spider scares %s out."), seat_name (seat));
  g_string_append_printf (self->summary, "%s\n", line);
  g_ptr_array_add (beat->lines, line);
}

static void
dungeon_finished_cb (LairStoryteller *self,
                     LairDungeonEnd   end,
                     gint             depth,
                     gint             lair_room,
                     gint             left_behind)
{
  Beat *beat = beat_new (BEAT_SUMMARY, 0);
  GListModel *rooms = lair_game_session_get_rooms (self->session);
  char *line;

  /* the adventure of the dungeon, whether or not the players met it */
  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);

      if (lair_room_item_get_kind (room) == LAIR_ROOM_ADVENTURE)
        {
          g_autofree char *adventure = NULL;

          if (lair_room_item_get_entered (room))
            /* Translators: %s is the adventure's name */
            adventure = g_strdup_printf (_("The adventure: %s."), lair_room_item_get_title (room));
          else
            /* Translators: %s is the adventure's name */
            adventure = g_strdup_printf (_("The adventure, never reached: %s."), lair_room_item_get_title (room));
          g_string_prepend (self->summary, "\n");
          g_string_prepend (self->summary, adventure);
          break;
        }
    }

  line = lair_dungeon_ending_text (depth, lair_room);
  g_ptr_array_add (beat->lines, line);
  g_string_append_printf (self->summary, "%s\n", line);
  if (left_behind > 0)
    {
      /* Translators: money that nobody took out of the dungeon */
      line = g_strdup_printf (_("$%d was left behind in the dungeon."), left_behind);
      g_ptr_array_add (beat->lines, line);
      g_string_append_printf (self->summary, "%s\n", line);
    }
  enqueue (self, beat);
}

/* The seats as shown */

/**
 * lair_shown_seat_init:
 * @shown: the seat as shown, to fill in
 * @seat: a seat
 *
 * Fills @shown with what @seat itself holds and how it stands now.
 */
void
lair_shown_seat_init (LairShownSeat *shown,
                      LairSeat      *seat)
{
  g_return_if_fail (shown != NULL);
  g_return_if_fail (LAIR_IS_SEAT (seat));

  *shown = (LairShownSeat) {
    .inside = lair_seat_get_inside (seat),
    .outcome = lair_seat_get_outcome (seat),
    .outcome_gems = lair_seat_get_outcome_gems (seat),
    .winner = lair_seat_get_winner (seat),
    .hand = lair_seat_get_hand (seat),
    .chest = lair_seat_get_chest (seat),
    .gold_bars = lair_seat_get_gold_bars (seat),
    .bar_value = lair_seat_get_bar_value (seat),
    .shares = lair_seat_get_shares (seat),
    .queens = lair_seat_get_queens (seat),
    .changelings = lair_seat_get_changelings (seat),
    .obligation = lair_seat_get_obligation (seat),
  };
}

/**
 * lair_shown_board_init:
 * @board: the table as shown, to fill in
 * @session: a game session
 *
 * Fills @board with the table as @session has it now.
 */
void
lair_shown_board_init (LairShownBoard  *board,
                       LairGameSession *session)
{
  g_return_if_fail (board != NULL);
  g_return_if_fail (LAIR_IS_GAME_SESSION (session));

  *board = (LairShownBoard) {
    .dungeon = lair_game_session_get_dungeon (session),
    .room = lair_game_session_get_room (session),
    .bravery = lair_game_session_get_bravery (session),
    .floor_gems = lair_game_session_get_floor_gems (session),
    .floor_bars = lair_game_session_get_floor_bars (session),
    .floor_bar_value = lair_game_session_get_floor_bar_value (session),
    .lair_odds = lair_game_session_get_lair_odds (session),
    .rumored_gems = lair_game_session_get_rumored_gems (session),
  };
}

/* The object */

static void
lair_storyteller_dispose (GObject *object)
{
  LairStoryteller *self = LAIR_STORYTELLER (object);

  lair_storyteller_stop (self);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_object (&self->path);
  g_clear_object (&self->log);
  g_clear_object (&self->settings);
  g_clear_object (&self->sound);

  G_OBJECT_CLASS (lair_storyteller_parent_class)->dispose (object);
}

static void
lair_storyteller_finalize (GObject *object)
{
  LairStoryteller *self = LAIR_STORYTELLER (object);

  g_string_free (self->summary, TRUE);

  G_OBJECT_CLASS (lair_storyteller_parent_class)->finalize (object);
}

static void
lair_storyteller_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  LairStoryteller *self = LAIR_STORYTELLER (object);

  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, self->holding);
      break;
    case PROP_WAITING:
      g_value_set_boolean (value, self->waiting);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_storyteller_class_init (LairStorytellerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = lair_storyteller_dispose;
  object_class->finalize = lair_storyteller_finalize;
  object_class->get_property = lair_storyteller_get_property;

  /**
   * LairStoryteller:busy:
   *
   * Whether a story is being told (and the session held).
   */
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * LairStoryteller:waiting:
   *
   * Whether the story waits for the players at a dungeon's summary.
   */
  properties[PROP_WAITING] =
    g_param_spec_boolean ("waiting", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * LairStoryteller::summary:
   *
   * A dungeon is over: show its summary, and call
   * lair_storyteller_continue() when the players have seen it.
   */
  signals[SUMMARY] = g_signal_new ("summary", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  /**
   * LairStoryteller::shown-changed:
   *
   * What the seats are shown with changed: see
   * lair_storyteller_get_shown().
   */
  signals[SHOWN_CHANGED] = g_signal_new ("shown-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
lair_storyteller_init (LairStoryteller *self)
{
  g_queue_init (&self->beats);
  self->summary = g_string_new (NULL);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    self->choices[i] = LAIR_CHOICE_NONE;
}

/**
 * lair_storyteller_new:
 * @session: the game whose story to tell
 * @path: the board to tell it on
 * @log: the game log the lines go to
 * @settings: the animation speed and the Animations switch
 *
 * Returns: (transfer full): a new storyteller
 */
LairStoryteller *
lair_storyteller_new (LairGameSession *session,
                      LairPath        *path,
                      GtkStringList   *log,
                      GSettings       *settings)
{
  static const struct {
    const char *signal;
    GCallback callback;
  } events[] = {
    { "dungeon-started", G_CALLBACK (dungeon_started_cb) },
    { "room-revealed", G_CALLBACK (room_revealed_cb) },
    { "bats-disturbed", G_CALLBACK (bats_cb) },
    { "gems-found", G_CALLBACK (gems_found_cb) },
    { "gems-shared", G_CALLBACK (gems_shared_cb) },
    { "gold-found", G_CALLBACK (gold_found_cb) },
    { "coins-found", G_CALLBACK (coins_found_cb) },
    { "scout-reported", G_CALLBACK (scout_cb) },
    { "choices-resolved", G_CALLBACK (choices_cb) },
    { "seat-action", G_CALLBACK (seat_action_cb) },
    { "seat-left", G_CALLBACK (seat_left_cb) },
    { "spider-struck", G_CALLBACK (spider_cb) },
    { "dungeon-finished", G_CALLBACK (dungeon_finished_cb) },
  };
  LairStoryteller *self = g_object_new (LAIR_TYPE_STORYTELLER, NULL);

  self->session = g_object_ref (session);
  self->path = g_object_ref (path);
  self->log = g_object_ref (log);
  self->settings = g_object_ref (settings);
  self->sound = lair_sound_new (settings);
  for (guint i = 0; i < G_N_ELEMENTS (events); i++)
    g_signal_connect_object (session, events[i].signal, events[i].callback, self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::phase", G_CALLBACK (moved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::dungeon", G_CALLBACK (moved_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (session, "notify::room", G_CALLBACK (moved_cb), self, G_CONNECT_SWAPPED);
  return self;
}

gboolean
lair_storyteller_get_busy (LairStoryteller *self)
{
  g_return_val_if_fail (LAIR_IS_STORYTELLER (self), FALSE);
  return self->holding;
}

gboolean
lair_storyteller_get_waiting (LairStoryteller *self)
{
  g_return_val_if_fail (LAIR_IS_STORYTELLER (self), FALSE);
  return self->waiting;
}

/**
 * lair_storyteller_get_shown:
 * @self: a #LairStoryteller
 * @index: a seat
 *
 * The seat as the story has told it so far: while a story is told, the
 * seat itself may already have left, lost its hand to the spider or been
 * paid, before the board has shown it.
 *
 * Returns: (transfer none) (nullable): the seat to show, or %NULL for the
 *   seat itself when no story is being told
 */
const LairShownSeat *
lair_storyteller_get_shown (LairStoryteller *self,
                            guint            index)
{
  g_return_val_if_fail (LAIR_IS_STORYTELLER (self), NULL);
  g_return_val_if_fail (index < LAIR_N_SEATS, NULL);

  return self->holding ? &self->shown[index] : NULL;
}

/**
 * lair_storyteller_get_board:
 * @self: a #LairStoryteller
 *
 * The table as the story has told it so far: while a story is told, the
 * session may already stand rooms further on, with another floor, bravery
 * and odds.
 *
 * Returns: (transfer none) (nullable): the table to show, or %NULL for the
 *   session itself when no story is being told
 */
const LairShownBoard *
lair_storyteller_get_board (LairStoryteller *self)
{
  g_return_val_if_fail (LAIR_IS_STORYTELLER (self), NULL);

  return self->holding ? &self->board : NULL;
}

/**
 * lair_storyteller_get_summary:
 * @self: a #LairStoryteller
 *
 * Returns: (transfer none): what happened in the dungeon, a sentence a line
 */
const char *
lair_storyteller_get_summary (LairStoryteller *self)
{
  g_return_val_if_fail (LAIR_IS_STORYTELLER (self), NULL);
  return self->summary->str;
}

guint
lair_storyteller_get_dungeon (LairStoryteller *self)
{
  g_return_val_if_fail (LAIR_IS_STORYTELLER (self), 0);
  return self->dungeon;
}

/**
 * lair_storyteller_continue:
 * @self: a #LairStoryteller
 *
 * The players have seen the summary: the story, and the game, go on.
 */
void
lair_storyteller_continue (LairStoryteller *self)
{
  g_return_if_fail (LAIR_IS_STORYTELLER (self));

  if (!self->waiting)
    return;
  self->waiting = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WAITING]);
  /* the summary was the reveal: the rest of its delay is not waited out */
  lair_game_session_end_reveal (self->session);
  done_cb (self);
}

/**
 * lair_storyteller_stop:
 * @self: a #LairStoryteller
 *
 * Drops the rest of the story (the game was left) and lets the session go.
 */
void
lair_storyteller_stop (LairStoryteller *self)
{
  Beat *beat;

  g_return_if_fail (LAIR_IS_STORYTELLER (self));

  g_clear_handle_id (&self->source, g_source_remove);
  if (self->animation != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->animation, self);
      adw_animation_reset (self->animation);
      g_clear_object (&self->animation);
    }
  g_clear_pointer (&self->playing, beat_free);
  while ((beat = g_queue_pop_head (&self->beats)) != NULL)
    beat_free (beat);
  /* the rooms of a game left may be gone */
  self->room = NULL;
  if (self->waiting)
    {
      self->waiting = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WAITING]);
    }
  if (self->session != NULL)
    set_busy (self, FALSE);
}
