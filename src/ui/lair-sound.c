/* lair-sound.c — the game's sound effects, played while the Sound switch is on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-sound.h"

struct _LairSound
{
  GObject         parent_instance;

  GSettings      *settings;
  GtkMediaStream *streams[LAIR_N_SOUND_EFFECTS];
};

G_DEFINE_FINAL_TYPE (LairSound, lair_sound, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* in the order of LairSoundEffect */
static const char * const resource_paths[] = {
  "/io/github/spiderlair/SpiderLair/sounds/card.ogg",
  "/io/github/spiderlair/SpiderLair/sounds/gems.ogg",
  "/io/github/spiderlair/SpiderLair/sounds/coins.ogg",
  "/io/github/spiderlair/SpiderLair/sounds/spider.ogg",
  "/io/github/spiderlair/SpiderLair/sounds/bats.ogg",
  "/io/github/spiderlair/SpiderLair/sounds/win.ogg",
};
G_STATIC_ASSERT (G_N_ELEMENTS (resource_paths) == LAIR_N_SOUND_EFFECTS);

/* Switched off: what is playing stops at once rather than running out. */
static void
sound_changed_cb (LairSound *self)
{
  if (g_settings_get_boolean (self->settings, "sound"))
    return;

  for (guint i = 0; i < LAIR_N_SOUND_EFFECTS; i++)
    if (self->streams[i] != NULL)
      gtk_media_stream_pause (self->streams[i]);
}

/* Whether anything could play a sound: a sound server's socket, or a
 * sound card */
static gboolean
have_sound_device (void)
{
  const char *runtime = g_get_user_runtime_dir ();
  g_autofree char *pulse = g_build_filename (runtime, "pulse", "native", NULL);
  g_autofree char *pipewire = g_build_filename (runtime, "pipewire-0", NULL);
  g_autofree char *cards = NULL;

  if (g_getenv ("PULSE_SERVER") != NULL || g_getenv ("PIPEWIRE_REMOTE") != NULL ||
      g_file_test (pulse, G_FILE_TEST_EXISTS) || g_file_test (pipewire, G_FILE_TEST_EXISTS))
    return TRUE;
  return g_file_get_contents ("/proc/asound/cards", &cards, NULL, NULL) &&
         g_ascii_isdigit (g_strchug (cards)[0]);
}

/* With no sound device, GStreamer's ALSA and OpenAL sinks print their
 * failures on the terminal for every effect. Ranked out before GStreamer
 * starts (the first effect played), they leave the effects to a sink
 * that plays them silently, in real time, as with a device. */
static void
quiet_without_device (void)
{
  static const char *sinks = "alsasink:NONE,openalsink:NONE,oss4sink:NONE,osssink:NONE,jackaudiosink:NONE";
  static gsize checked = 0;

  if (g_once_init_enter (&checked))
    {
      if (!have_sound_device ())
        {
          const char *ranks = g_getenv ("GST_PLUGIN_FEATURE_RANK");
          g_autofree char *all = ranks != NULL && ranks[0] != '\0' ? g_strconcat (ranks, ",", sinks, NULL)
                                                                  : g_strdup (sinks);

          g_setenv ("GST_PLUGIN_FEATURE_RANK", all, TRUE);
        }
      g_once_init_leave (&checked, 1);
    }
}

static void
lair_sound_constructed (GObject *object)
{
  LairSound *self = LAIR_SOUND (object);

  G_OBJECT_CLASS (lair_sound_parent_class)->constructed (object);

  quiet_without_device ();

  g_signal_connect_object (self->settings, "changed::sound",
                           G_CALLBACK (sound_changed_cb), self, G_CONNECT_SWAPPED);
}

static void
lair_sound_dispose (GObject *object)
{
  LairSound *self = LAIR_SOUND (object);

  for (guint i = 0; i < LAIR_N_SOUND_EFFECTS; i++)
    g_clear_object (&self->streams[i]);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (lair_sound_parent_class)->dispose (object);
}

static void
lair_sound_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  LairSound *self = LAIR_SOUND (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_sound_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  LairSound *self = LAIR_SOUND (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_sound_class_init (LairSoundClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = lair_sound_constructed;
  object_class->dispose = lair_sound_dispose;
  object_class->get_property = lair_sound_get_property;
  object_class->set_property = lair_sound_set_property;

  /**
   * LairSound:settings:
   *
   * The settings whose boolean "sound" key says whether effects play.
   */
  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         (G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lair_sound_init (LairSound *self)
{
}

/**
 * lair_sound_new:
 * @settings: settings with a boolean "sound" key, the application's
 *
 * Returns: (transfer full): a player of the game's sound effects
 */
LairSound *
lair_sound_new (GSettings *settings)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (LAIR_TYPE_SOUND, "settings", settings, NULL);
}

/**
 * lair_sound_play:
 * @self: a #LairSound
 * @effect: the effect to play
 *
 * Plays @effect from its start, if sound is on; nothing otherwise. An
 * effect played again before it ends starts over; different effects play
 * together. It returns at once.
 */
void
lair_sound_play (LairSound       *self,
                 LairSoundEffect  effect)
{
  GtkMediaStream *stream;

  g_return_if_fail (LAIR_IS_SOUND (self));
  g_return_if_fail ((guint) effect < LAIR_N_SOUND_EFFECTS);

  if (!g_settings_get_boolean (self->settings, "sound"))
    return;

  stream = self->streams[effect];
  /* a stream in error never plays again: a new one might */
  if (stream != NULL && gtk_media_stream_get_error (stream) != NULL)
    g_clear_object (&self->streams[effect]);

  if (self->streams[effect] == NULL)
    self->streams[effect] = gtk_media_file_new_for_resource (resource_paths[effect]);
  else
    gtk_media_stream_seek (self->streams[effect], 0);

  gtk_media_stream_play (self->streams[effect]);
}

/**
 * lair_sound_get_stream:
 * @self: a #LairSound
 * @effect: an effect
 *
 * The stream @effect plays from, to follow it: whether it is playing, or
 * has ended.
 *
 * Returns: (transfer none) (nullable): the stream, or %NULL if @effect
 *   has not been played yet
 */
GtkMediaStream *
lair_sound_get_stream (LairSound       *self,
                       LairSoundEffect  effect)
{
  g_return_val_if_fail (LAIR_IS_SOUND (self), NULL);
  g_return_val_if_fail ((guint) effect < LAIR_N_SOUND_EFFECTS, NULL);

  return self->streams[effect];
}

/**
 * lair_sound_get_resource_path:
 * @effect: an effect
 *
 * Returns: the path of @effect's Ogg Vorbis file in the resources
 */
const char *
lair_sound_get_resource_path (LairSoundEffect effect)
{
  g_return_val_if_fail ((guint) effect < LAIR_N_SOUND_EFFECTS, NULL);

  return resource_paths[effect];
}
