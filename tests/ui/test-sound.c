/* test-sound.c — every effect really plays to its end, and nothing plays
 * while the Sound switch is off
 *
 * The test environment turns the sound devices' GStreamer sinks off, so
 * autoaudiosink plays into a fakesink in real time, as it does on a
 * machine without any: an effect ends only if GTK's media backend, the
 * Ogg demuxer and the Vorbis decoder are all there and work.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "lair-preferences-window.h"
#include "lair-sound.h"
#include "ui-test-utils.h"

/* generous: the effects play in real time, under a second each, and a
 * sanitizer build starts GStreamer slowly */
#define PLAY_TIMEOUT_MS 20000

static GSettings *
fresh_settings (gboolean sound)
{
  GSettings *settings = g_settings_new (APPLICATION_ID);

  g_settings_reset (settings, "sound");
  g_assert_true (g_settings_get_boolean (settings, "sound"));
  g_settings_set_boolean (settings, "sound", sound);
  return settings;
}

static gboolean
stream_finished (gpointer data)
{
  GtkMediaStream *stream = data;

  return gtk_media_stream_get_ended (stream) || gtk_media_stream_get_error (stream) != NULL;
}

static gboolean
stream_under_way (gpointer data)
{
  GtkMediaStream *stream = data;

  return gtk_media_stream_get_timestamp (stream) > 0 || gtk_media_stream_get_error (stream) != NULL;
}

/* Plays to the end, or fails saying why not. */
static void
assert_plays_to_end (LairSound       *sound,
                     LairSoundEffect  effect)
{
  const char *path = lair_sound_get_resource_path (effect);
  GtkMediaStream *stream;
  const GError *error;

  lair_sound_play (sound, effect);
  stream = lair_sound_get_stream (sound, effect);
  g_assert_nonnull (stream);
  /* without a media backend GTK gives a GtkNoMediaFile, which never plays */
  if (!gtk_media_stream_get_playing (stream) && gtk_media_stream_get_error (stream) == NULL)
    g_error ("%s does not play: GTK plays it with %s (no media backend: on Debian, "
             "package libgtk-4-media-gstreamer)", path, G_OBJECT_TYPE_NAME (stream));
  g_assert_false (gtk_media_stream_get_ended (stream));

  g_test_message ("%s, played by %s", path, G_OBJECT_TYPE_NAME (stream));
  ui_test_wait_until_timeout (stream_finished (stream), PLAY_TIMEOUT_MS);
  error = gtk_media_stream_get_error (stream);
  if (error != NULL)
    g_error ("%s cannot be played: %s", path, error->message);

  g_assert_true (gtk_media_stream_get_ended (stream));
  g_assert_false (gtk_media_stream_get_playing (stream));
  g_assert_true (gtk_media_stream_is_prepared (stream));
  g_assert_true (gtk_media_stream_has_audio (stream));
  g_assert_false (gtk_media_stream_has_video (stream));
  /* short effects: under a second, and played through */
  g_assert_cmpint (gtk_media_stream_get_duration (stream), >, G_USEC_PER_SEC / 10);
  g_assert_cmpint (gtk_media_stream_get_duration (stream), <, G_USEC_PER_SEC);
  g_assert_cmpint (gtk_media_stream_get_timestamp (stream), >=,
                   gtk_media_stream_get_duration (stream) - G_USEC_PER_SEC / 20);
}

/* Each effect is in the resources, an Ogg Vorbis stream. */
static void
test_resources (void)
{
  for (guint i = 0; i < LAIR_N_SOUND_EFFECTS; i++)
    {
      const char *path = lair_sound_get_resource_path (i);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) bytes = NULL;
      const char *data;
      gsize size;
      guint32 rate;

      g_assert_true (g_str_has_prefix (path, "/io/github/spiderlair/SpiderLair/sounds/"));
      g_assert_true (g_str_has_suffix (path, ".ogg"));
      for (guint j = 0; j < i; j++)
        g_assert_cmpstr (path, !=, lair_sound_get_resource_path (j));

      bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
      g_assert_no_error (error);
      data = g_bytes_get_data (bytes, &size);
      /* small files, opening with an Ogg page of one segment (27 bytes of
       * page header, 1 of segment table) that holds the Vorbis
       * identification header: channels at 11, sample rate at 12 */
      g_assert_cmpuint (size, >, 1024);
      g_assert_cmpuint (size, <, 64 * 1024);
      g_assert_true (memcmp (data, "OggS", 4) == 0);
      g_assert_true (memcmp (data + 28, "\001vorbis", 7) == 0);
      g_assert_cmpint (data[28 + 11], ==, 1);
      memcpy (&rate, data + 28 + 12, sizeof rate);
      g_assert_cmpuint (GUINT32_FROM_LE (rate), ==, 44100);
    }
}

static void
test_plays (void)
{
  g_autoptr(GSettings) settings = fresh_settings (TRUE);
  g_autoptr(LairSound) sound = lair_sound_new (settings);
  GtkMediaStream *stream;

  for (guint i = 0; i < LAIR_N_SOUND_EFFECTS; i++)
    g_assert_null (lair_sound_get_stream (sound, i));

  for (guint i = 0; i < LAIR_N_SOUND_EFFECTS; i++)
    assert_plays_to_end (sound, i);

  /* played again, the same stream plays from the start to the end */
  stream = lair_sound_get_stream (sound, LAIR_SOUND_EFFECT_CARD);
  assert_plays_to_end (sound, LAIR_SOUND_EFFECT_CARD);
  g_assert_true (lair_sound_get_stream (sound, LAIR_SOUND_EFFECT_CARD) == stream);

  /* and played again before it ends, it starts over and still ends */
  lair_sound_play (sound, LAIR_SOUND_EFFECT_WIN);
  stream = lair_sound_get_stream (sound, LAIR_SOUND_EFFECT_WIN);
  ui_test_wait_until_timeout (stream_under_way (stream), PLAY_TIMEOUT_MS);
  assert_plays_to_end (sound, LAIR_SOUND_EFFECT_WIN);

  g_assert_finalize_object (g_steal_pointer (&sound));
}

static void
test_off (void)
{
  g_autoptr(GSettings) settings = fresh_settings (FALSE);
  g_autoptr(LairSound) sound = lair_sound_new (settings);
  GtkMediaStream *stream;
  gint64 stopped_at;

  /* off from the start: nothing is even loaded */
  for (guint i = 0; i < LAIR_N_SOUND_EFFECTS; i++)
    {
      lair_sound_play (sound, i);
      g_assert_null (lair_sound_get_stream (sound, i));
    }
  ui_test_keep_running (100);
  for (guint i = 0; i < LAIR_N_SOUND_EFFECTS; i++)
    g_assert_null (lair_sound_get_stream (sound, i));

  /* switched off while an effect plays, it stops there */
  g_settings_set_boolean (settings, "sound", TRUE);
  lair_sound_play (sound, LAIR_SOUND_EFFECT_SPIDER);
  stream = lair_sound_get_stream (sound, LAIR_SOUND_EFFECT_SPIDER);
  g_assert_nonnull (stream);
  ui_test_wait_until_timeout (stream_under_way (stream), PLAY_TIMEOUT_MS);
  g_assert_null (gtk_media_stream_get_error (stream));
  g_assert_true (gtk_media_stream_get_playing (stream));

  g_settings_set_boolean (settings, "sound", FALSE);
  g_assert_false (gtk_media_stream_get_playing (stream));
  /* the player's last position comes in after the pause */
  ui_test_keep_running (100);
  stopped_at = gtk_media_stream_get_timestamp (stream);
  g_assert_cmpint (stopped_at, <, gtk_media_stream_get_duration (stream));

  /* and stays stopped, however long and whatever is played */
  lair_sound_play (sound, LAIR_SOUND_EFFECT_SPIDER);
  lair_sound_play (sound, LAIR_SOUND_EFFECT_CARD);
  ui_test_keep_running (1200);
  g_assert_false (gtk_media_stream_get_playing (stream));
  g_assert_false (gtk_media_stream_get_ended (stream));
  g_assert_cmpint (gtk_media_stream_get_timestamp (stream), ==, stopped_at);
  g_assert_null (lair_sound_get_stream (sound, LAIR_SOUND_EFFECT_CARD));

  /* switched on again, it plays from the start to the end */
  g_settings_set_boolean (settings, "sound", TRUE);
  assert_plays_to_end (sound, LAIR_SOUND_EFFECT_SPIDER);
  g_assert_true (lair_sound_get_stream (sound, LAIR_SOUND_EFFECT_SPIDER) == stream);

  g_assert_finalize_object (g_steal_pointer (&sound));
}

static gboolean
row_titled (GtkWidget *widget,
            gpointer   data)
{
  return g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

static GSettings *app_settings;

static gboolean
sound_is (gpointer data)
{
  return g_settings_get_boolean (app_settings, "sound") == GPOINTER_TO_INT (data);
}

/* The Sound switch in Preferences is the setting. */
static void
test_preferences (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  GSettings *settings = lair_application_get_settings (app);
  GtkWindow *window;
  GtkWidget *row;
  GtkWidget *toggle;

  app_settings = settings;
  g_settings_reset (settings, "sound");
  window = lair_preferences_window_new (app, NULL);
  ui_test_present (window);

  row = ui_test_find (GTK_WIDGET (window), ADW_TYPE_ACTION_ROW, row_titled, (gpointer) "_Sound");
  g_assert_nonnull (row);
  g_assert_true (ui_test_is_showing (row));
  toggle = ui_test_find (row, GTK_TYPE_SWITCH, NULL, NULL);
  g_assert_nonnull (toggle);
  g_assert_true (adw_action_row_get_activatable_widget (ADW_ACTION_ROW (row)) == toggle);

  /* on by default */
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (toggle)));

  /* the row turns it off, and on again (the switch slides over first) */
  adw_action_row_activate (ADW_ACTION_ROW (row));
  ui_test_wait_until (sound_is (GINT_TO_POINTER (FALSE)));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (toggle)));
  adw_action_row_activate (ADW_ACTION_ROW (row));
  ui_test_wait_until (sound_is (GINT_TO_POINTER (TRUE)));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (toggle)));

  /* and follows the setting */
  g_settings_set_boolean (settings, "sound", FALSE);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (toggle)));
  g_settings_reset (settings, "sound");
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (toggle)));

  ui_test_destroy (window);
  app_settings = NULL;
}

/* A test runs with every warning fatal but a few (ui_test_passes_warning()):
 * GStreamer's one about a stopped sound's events passes, any other of
 * GStreamer's still fails the test */
static void
test_gstreamer_warnings (void)
{
  if (g_test_subprocess ())
    {
      const char *which = g_getenv ("SPIDER_LAIR_TEST_WARNING");

      if (g_strcmp0 (which, "misordering") == 0)
        g_log ("GStreamer", G_LOG_LEVEL_WARNING,
               "../gst/gstpad.c:5366:store_sticky_event:<sink:sink> Sticky event misordering, got 'segment' before 'caps'");
      /* with no window shown in this test case: GTK's frame clock
       * reports it for a window of an earlier one */
      else if (g_strcmp0 (which, "frame") == 0)
        g_log ("Gdk", G_LOG_LEVEL_WARNING, "gdk_frame_timings_submitted() called on submitted frame.");
      else if (g_strcmp0 (which, "gdk") == 0)
        g_log ("Gdk", G_LOG_LEVEL_WARNING, "Something else went wrong");
      else
        g_log ("GStreamer", G_LOG_LEVEL_WARNING, "../gst/gstpad.c:1:other:<sink:sink> Something else went wrong");
      return;
    }

  g_setenv ("SPIDER_LAIR_TEST_WARNING", "misordering", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();

  g_setenv ("SPIDER_LAIR_TEST_WARNING", "frame", TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();

  for (guint i = 0; i < 2; i++)
    {
      g_setenv ("SPIDER_LAIR_TEST_WARNING", i == 0 ? "other" : "gdk", TRUE);
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
      g_test_trap_assert_failed ();
      g_test_trap_assert_stderr ("*Something else went wrong*");
    }
  g_unsetenv ("SPIDER_LAIR_TEST_WARNING");
}

/* With no sound device, the effects play silently, and nothing is said
 * on the terminal: a process with no sound server nor card to find, and
 * GStreamer's sinks not ranked out as the other tests rank them */
static void
test_quiet_without_device (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *runtime = g_dir_make_tmp ("lair-sound-XXXXXX", NULL);
      g_autoptr(GSettings) settings = NULL;
      g_autoptr(LairSound) sound = NULL;
      GtkMediaStream *stream;

      g_unsetenv ("GST_PLUGIN_FEATURE_RANK");
      g_unsetenv ("PULSE_SERVER");
      g_unsetenv ("PIPEWIRE_REMOTE");
      g_setenv ("XDG_RUNTIME_DIR", runtime, TRUE);
      settings = fresh_settings (TRUE);
      sound = lair_sound_new (settings);
      lair_sound_play (sound, LAIR_SOUND_EFFECT_CARD);
      stream = lair_sound_get_stream (sound, LAIR_SOUND_EFFECT_CARD);
      g_assert_nonnull (stream);
      ui_test_wait_until_timeout (stream_finished (stream), PLAY_TIMEOUT_MS);
      g_assert_null (gtk_media_stream_get_error (stream));
      g_assert_true (gtk_media_stream_get_ended (stream));
      g_rmdir (runtime);
      return;
    }
  if (g_file_test ("/proc/asound/cards", G_FILE_TEST_EXISTS))
    {
      g_test_skip ("this machine may have a sound card");
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr_unmatched ("*ALSA lib*");
  g_test_trap_assert_stderr_unmatched ("*AL lib*");
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/sound/resources", test_resources);
  g_test_add_func ("/sound/plays", test_plays);
  g_test_add_func ("/sound/off", test_off);
  g_test_add_func ("/sound/preferences", test_preferences);
  g_test_add_func ("/sound/gstreamer-warnings", test_gstreamer_warnings);
  g_test_add_func ("/sound/quiet-without-device", test_quiet_without_device);

  return ui_test_run ();
}
