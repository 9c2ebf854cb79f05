/* bench-frames.c — how long the window takes to draw its frames while a
 * dungeon plays
 *
 * usage: bench-frames [DUNGEONS]
 *
 * A 1280×800 window plays computer-only games at the game's own pace
 * (think delay, change-of-mind second, animations at normal speed) for
 * DUNGEONS dungeons (1 by default). Every frame is timed from the frame
 * clock's before-paint to its after-paint: layout, drawing and handing
 * the picture to the display. Prints one line
 * "frames: p50 X ms, p95 Y ms over N frames".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-window.h"
#include "ui-test-utils.h"

typedef struct {
  gint64  started;
  GArray *times;  /* double, milliseconds */
} Frames;

static void
before_paint_cb (GdkFrameClock *clock,
                 Frames        *frames)
{
  frames->started = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Frames        *frames)
{
  double ms;

  if (frames->started == 0)
    return;
  ms = (g_get_monotonic_time () - frames->started) / 1000.0;
  frames->started = 0;
  g_array_append_val (frames->times, ms);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

typedef struct {
  LairGameSession *session;
  guint            dungeons;
} Until;

static gboolean
played_enough (Until *until)
{
  LairSessionPhase phase = lair_game_session_get_phase (until->session);

  return phase == LAIR_SESSION_FINISHED ||
         lair_game_session_get_dungeon (until->session) > until->dungeons;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LairApplication) app = NULL;
  Frames frames = { 0, g_array_new (FALSE, FALSE, sizeof (double)) };
  LairWindow *window;
  LairGameSession *session;
  GdkFrameClock *clock;
  Until until;
  guint n;

  ui_test_init (&argc, &argv);
  until.dungeons = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 1;
  app = ui_test_application_new ();
  window = lair_window_new (app);
  session = lair_window_get_session (window);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  ui_test_present (GTK_WINDOW (window));

  for (guint i = 0; i < 6; i++)
    g_assert_true (lair_game_session_make_computer (session, i, NULL));
  ui_test_wait_for_frame (GTK_WIDGET (window));

  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_assert_nonnull (clock);
  g_signal_connect (clock, "before-paint", G_CALLBACK (before_paint_cb), &frames);
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &frames);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.play", NULL);
  until.session = session;
  ui_test_wait_until_timeout (played_enough (&until), 10 * 60 * 1000);

  g_signal_handlers_disconnect_by_data (clock, &frames);
  n = frames.times->len;
  g_assert_cmpuint (n, >, 0);
  g_array_sort (frames.times, compare_doubles);
  g_print ("frames: p50 %.1f ms, p95 %.1f ms over %u frames\n",
           g_array_index (frames.times, double, n / 2),
           g_array_index (frames.times, double, (n * 95) / 100), n);
  g_array_unref (frames.times);
  gtk_window_destroy (GTK_WINDOW (window));
  return ui_test_run ();
}
