/* lair-storyteller.c — the story's beats drawn on the board
 *
 * The story (lair-story.c, in the session) plans each decision's beats,
 * paces them and says what each changes. The storyteller draws them: the
 * card turned over, every seat's choice turned over on its token, the
 * gems flying into the hands, the leavers walking out, the Monte shuffle,
 * the spider. It plays each beat's sound, writes its lines into the game
 * log, and has a screen reader announce them. A click on the board moves
 * on to the next beat at once.
 *
 * With animations off a beat is a still frame of its outcome, held as
 * long as it would have moved; with the session's delays at zero (tests,
 * --quick) the story tells everything at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "lair-labels.h"
#include "lair-sound.h"
#include "lair-storyteller.h"

#define LOG_LIMIT 2000

struct _LairStoryteller
{
  GObject          parent_instance;

  LairStory       *story;
  LairGameSession *session;
  LairPath        *path;
  GtkStringList   *log;
  GSettings       *settings;
  LairSound       *sound;
  AdwAnimation    *animation;
  double           least;         /* how far the beat playing is drawn at least */
};

G_DEFINE_FINAL_TYPE (LairStoryteller, lair_storyteller, G_TYPE_OBJECT)


enum {
  SUMMARY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
animated (LairStoryteller *self)
{
  return g_settings_get_boolean (self->settings, "animations") &&
         adw_get_enable_animations (GTK_WIDGET (self->path));
}

/* Where the board's drawing of a beat stands, from 0 to 1 */
static void
set_progress (LairStoryteller *self,
              const LairBeat  *beat,
              double           progress)
{
  if (beat->kind == LAIR_BEAT_FLIP)
    lair_path_set_flip (self->path, beat->room, progress);
  else if (beat->scene.kind != LAIR_SCENE_NONE)
    {
      LairScene scene = beat->scene;

      scene.progress = progress;
      lair_path_set_scene (self->path, &scene);
    }
}

static void
animation_value_cb (double   value,
                    gpointer data)
{
  LairStoryteller *self = data;
  const LairBeat *beat = lair_story_get_beat (self->story);

  if (beat != NULL)
    set_progress (self, beat, MAX (value, self->least));
}

/* The seats change as the beat reaches its point: the board shows it at
 * least that far, even where its frames run late behind the story */
static void
beat_counted_cb (LairStoryteller *self,
                 const LairBeat  *beat,
                 double           at)
{
  self->least = adw_easing_ease (ADW_EASE_IN_OUT_CUBIC, at);
  if (self->animation != NULL && beat->kind != LAIR_BEAT_FLIP)
    set_progress (self, beat, MAX (adw_animation_get_value (self->animation),
                                   self->least));
}

static void
stop_animation (LairStoryteller *self)
{
  if (self->animation == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->animation, self);
  adw_animation_reset (self->animation);
  g_clear_object (&self->animation);
}

/* The sound of a beat, heard as it is shown */
static void
play_sound (LairStoryteller *self,
            const LairBeat  *beat)
{
  LairSoundEffect effect;

  switch (beat->kind)
    {
    case LAIR_BEAT_FLIP:
    case LAIR_BEAT_REVEAL:
      effect = LAIR_SOUND_EFFECT_CARD;
      break;
    case LAIR_BEAT_SPIDER:
      effect = LAIR_SOUND_EFFECT_SPIDER;
      break;
    case LAIR_BEAT_FORK:
      effect = LAIR_SOUND_EFFECT_COINS;
      break;
    case LAIR_BEAT_SCENE:
      if (beat->scene.kind == LAIR_SCENE_BATS)
        effect = LAIR_SOUND_EFFECT_BATS;
      else if (beat->scene.kind == LAIR_SCENE_SHARE)
        effect = LAIR_SOUND_EFFECT_GEMS;
      else if (beat->scene.kind == LAIR_SCENE_MONTE_SHUFFLE || beat->scene.kind == LAIR_SCENE_MONTE_TURN)
        effect = LAIR_SOUND_EFFECT_CARD;
      else
        return;
      break;
    case LAIR_BEAT_LEAVE:
      effect = LAIR_SOUND_EFFECT_GEMS;
      break;
    case LAIR_BEAT_NOTE:
    case LAIR_BEAT_DUNGEON:
    case LAIR_BEAT_FLOOR:
    case LAIR_BEAT_SUMMARY:
    default:
      return;
    }
  lair_sound_play (self->sound, effect);
}

#if GTK_CHECK_VERSION (4, 14, 0)
/* GTK's test context (GTK_A11Y=test) has no way to announce, and GTK
 * calls it all the same once it is realized, as a window's is: it
 * crashed every window test on GTK 4.24 */
static gboolean
can_announce (GtkAccessible *accessible)
{
  g_autoptr(GtkATContext) context = gtk_accessible_get_at_context (accessible);
  GType test_context = g_type_from_name ("GtkTestATContext");

  return context != NULL && (test_context == 0 || !G_TYPE_CHECK_INSTANCE_TYPE (context, test_context));
}
#endif

/**
 * lair_storyteller_announce:
 * @self: a #LairStoryteller
 * @text: what a beat told
 *
 * Has a screen reader say what a beat told, politely and in order, where
 * GTK can announce (4.14 and later); elsewhere the log and the seats'
 * descriptions carry it.
 */
static void
lair_storyteller_announce (LairStoryteller *self,
                           const char      *text)
{
#if GTK_CHECK_VERSION (4, 14, 0)
  /* through the window, which is on the accessibility bus from the
   * start: a board just made is not yet, and the first beats of a game
   * announced through it went unheard */
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self->path));

  if (text != NULL && *text != '\0' && root != NULL && can_announce (GTK_ACCESSIBLE (root)))
    gtk_accessible_announce (GTK_ACCESSIBLE (root), text, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
  (void) self;
  (void) text;
#endif
}

static void
line_cb (LairStoryteller *self,
         const char      *line)
{
  gtk_string_list_append (self->log, line);
  if (g_list_model_get_n_items (G_LIST_MODEL (self->log)) > LOG_LIMIT)
    gtk_string_list_remove (self->log, 0);
}

static void
beat_started_cb (LairStoryteller *self,
                 const LairBeat  *beat)
{
  guint time = lair_story_get_beat_time (self->story);

  /* a story told at once (tests, --quick, a game resumed) is silent; a
   * dungeon's summary, which holds no time, is heard as it shows */
  if (!lair_story_get_told_at_once (self->story))
    {
      g_autofree char *text = lair_beat_get_text (beat);

      if (time > 0)
        play_sound (self, beat);
      lair_storyteller_announce (self, text);
    }

  switch (beat->kind)
    {
    case LAIR_BEAT_DUNGEON:
      {
        guint32 everybody = 0;

        for (guint i = 0; i < LAIR_N_SEATS; i++)
          if (lair_seat_get_player (lair_game_session_get_seat (self->session, i)) >= 0)
            everybody |= 1u << i;
        lair_path_set_revealed (self->path, FALSE);
        lair_path_set_current (self->path, NULL);
        lair_path_set_inside (self->path, everybody);
      }
      break;
    case LAIR_BEAT_FLIP:
      lair_path_set_flip (self->path, beat->room, 0.0);
      lair_path_set_current (self->path, beat->room);
      break;
    case LAIR_BEAT_LEAVE:
      lair_path_set_inside (self->path, lair_path_get_inside (self->path) & ~(1u << beat->scene.seat));
      break;
    case LAIR_BEAT_SUMMARY:
      lair_path_set_current (self->path, NULL);
      lair_path_set_revealed (self->path, TRUE);
      lair_path_set_inside (self->path, 0);
      g_signal_emit (self, signals[SUMMARY], 0);
      return;
    case LAIR_BEAT_NOTE:
    case LAIR_BEAT_REVEAL:
    case LAIR_BEAT_SCENE:
    case LAIR_BEAT_SPIDER:
    case LAIR_BEAT_FLOOR:
    case LAIR_BEAT_FORK:
    default:
      break;
    }

  stop_animation (self);
  self->least = 0.0;
  if (time == 0)
    return;
  if (!animated (self))
    {
      /* a still frame of the outcome, held as long */
      set_progress (self, beat, 1.0);
      return;
    }
  set_progress (self, beat, 0.0);
  self->animation = adw_timed_animation_new (GTK_WIDGET (self->path), 0.0, 1.0, time,
                                             adw_callback_animation_target_new (animation_value_cb, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_IN_OUT_CUBIC);
  adw_animation_play (self->animation);
}

/* What a beat leaves on the board once played */
static void
beat_finished_cb (LairStoryteller *self,
                  const LairBeat  *beat)
{
  stop_animation (self);
  switch (beat->kind)
    {
    case LAIR_BEAT_FLIP:
      lair_path_set_flip (self->path, beat->room, 1.0);
      break;
    case LAIR_BEAT_FLOOR:
      lair_path_add_floor (self->path, beat->room, beat->gems, beat->bars);
      break;
    case LAIR_BEAT_FORK:
      lair_path_set_fork (self->path, beat->room, beat->side, beat->gems, beat->scene.mask);
      break;
    case LAIR_BEAT_SPIDER:
      lair_path_set_inside (self->path, lair_path_get_inside (self->path) & ~beat->scene.mask);
      break;
    case LAIR_BEAT_NOTE:
    case LAIR_BEAT_DUNGEON:
    case LAIR_BEAT_REVEAL:
    case LAIR_BEAT_SCENE:
    case LAIR_BEAT_LEAVE:
    case LAIR_BEAT_SUMMARY:
    default:
      break;
    }
  lair_path_set_scene (self->path, NULL);
}

/* The object */

static void
lair_storyteller_dispose (GObject *object)
{
  LairStoryteller *self = LAIR_STORYTELLER (object);

  stop_animation (self);
  if (self->story != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->story, self);
      lair_story_stop (self->story);
    }
  g_clear_object (&self->story);
  g_clear_object (&self->session);
  g_clear_object (&self->path);
  g_clear_object (&self->log);
  g_clear_object (&self->settings);
  g_clear_object (&self->sound);

  G_OBJECT_CLASS (lair_storyteller_parent_class)->dispose (object);
}

static void
lair_storyteller_class_init (LairStorytellerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = lair_storyteller_dispose;

  /**
   * LairStoryteller::summary:
   *
   * A dungeon is over: show its summary, and call
   * lair_storyteller_continue() when the players have seen it.
   */
  signals[SUMMARY] = g_signal_new ("summary", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
lair_storyteller_init (LairStoryteller *self)
{
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
  LairStoryteller *self = g_object_new (LAIR_TYPE_STORYTELLER, NULL);

  self->session = g_object_ref (session);
  self->story = lair_story_new (session);
  self->path = g_object_ref (path);
  self->log = g_object_ref (log);
  self->settings = g_object_ref (settings);
  self->sound = lair_sound_new (settings);
  g_settings_bind (settings, "animation-speed", self->story, "speed", G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->story, "line", G_CALLBACK (line_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->story, "beat-started", G_CALLBACK (beat_started_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->story, "beat-counted", G_CALLBACK (beat_counted_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->story, "beat-finished", G_CALLBACK (beat_finished_cb), self, G_CONNECT_SWAPPED);
  return self;
}

/**
 * lair_storyteller_get_story:
 * @self: a #LairStoryteller
 *
 * Returns: (transfer none): the story it draws, whose shown seats and
 *   board the panels and badges show
 */
LairStory *
lair_storyteller_get_story (LairStoryteller *self)
{
  g_return_val_if_fail (LAIR_IS_STORYTELLER (self), NULL);
  return self->story;
}

guint
lair_storyteller_get_dungeon (LairStoryteller *self)
{
  g_return_val_if_fail (LAIR_IS_STORYTELLER (self), 0);
  return lair_story_get_dungeon (self->story);
}

/**
 * lair_storyteller_skip:
 * @self: a #LairStoryteller
 *
 * Moves the story on to its next beat at once.
 */
void
lair_storyteller_skip (LairStoryteller *self)
{
  g_return_if_fail (LAIR_IS_STORYTELLER (self));
  lair_story_skip (self->story);
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
  lair_story_continue (self->story);
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
  g_return_if_fail (LAIR_IS_STORYTELLER (self));

  stop_animation (self);
  lair_path_set_scene (self->path, NULL);
  lair_story_stop (self->story);
}
