/* test-breakpoint-bin.c — a child laid out wide, or narrow under a width
 *
 * The bin says which layout is in place: narrow from the first frame in a
 * narrow window and wide in a wide one, turned just after the allocation
 * that crosses its width, and never asking for more width than the narrow
 * layout needs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-breakpoint-bin.h"
#include "ui-test-utils.h"

typedef struct {
  GtkWidget *window;
  GtkWidget *bin;
  GtkWidget *child;
  guint      n_turns;    /* how often the layout turned */
  gboolean   allocated;  /* whether the bin had a width when it turned */
} Bin;

static void
narrow_cb (GtkWidget  *bin,
           GParamSpec *pspec,
           Bin        *b)
{
  b->n_turns++;
  b->allocated = gtk_widget_get_width (bin) > 0;
}

static gboolean
width_for_cb (GBinding     *binding,
              const GValue *from,
              GValue       *to,
              gpointer      user_data)
{
  g_value_set_int (to, g_value_get_boolean (from) ? 200 : 600);
  return TRUE;
}

/* A child as wide as its layout asks: 600 pixels at the least laid out
 * wide, 200 narrow */
static void
bin_init (Bin *b,
          int  width)
{
  b->window = gtk_window_new ();
  b->bin = lair_breakpoint_bin_new ();
  b->child = gtk_label_new ("Lair");
  g_object_bind_property_full (b->bin, "narrow", b->child, "width-request", G_BINDING_SYNC_CREATE,
                               width_for_cb, NULL, NULL, NULL);
  lair_breakpoint_bin_set_child (LAIR_BREAKPOINT_BIN (b->bin), b->child);
  g_signal_connect (b->bin, "notify::narrow", G_CALLBACK (narrow_cb), b);
  gtk_window_set_child (GTK_WINDOW (b->window), b->bin);
  gtk_window_set_default_size (GTK_WINDOW (b->window), width, 400);
}

static void
bin_clear (Bin *b)
{
  ui_test_destroy (GTK_WINDOW (b->window));
}

/* Shown in a wide window, the bin is wide before its first frame: it
 * turned as it was mapped, with no width yet */
static void
test_first_frame_wide (void)
{
  Bin b = { 0 };

  bin_init (&b, 1000);
  g_assert_true (lair_breakpoint_bin_get_narrow (LAIR_BREAKPOINT_BIN (b.bin)));
  gtk_window_present (GTK_WINDOW (b.window));
  ui_test_wait_until (gtk_widget_get_mapped (b.bin));
  g_assert_false (lair_breakpoint_bin_get_narrow (LAIR_BREAKPOINT_BIN (b.bin)));
  g_assert_cmpuint (b.n_turns, ==, 1);
  g_assert_false (b.allocated);
  g_assert_cmpint (lair_breakpoint_bin_get_width (LAIR_BREAKPOINT_BIN (b.bin)), ==, 1000);

  ui_test_wait_until (gtk_widget_get_width (b.bin) >= 1000 && !g_main_context_pending (NULL));
  g_assert_cmpuint (b.n_turns, ==, 1);
  bin_clear (&b);
}

/* ... and in a narrow one stays narrow throughout */
static void
test_first_frame_narrow (void)
{
  Bin b = { 0 };

  bin_init (&b, 400);
  ui_test_present (GTK_WINDOW (b.window));
  g_assert_true (lair_breakpoint_bin_get_narrow (LAIR_BREAKPOINT_BIN (b.bin)));
  g_assert_cmpuint (b.n_turns, ==, 0);
  g_assert_cmpint (lair_breakpoint_bin_get_width (LAIR_BREAKPOINT_BIN (b.bin)), ==, 400);
  bin_clear (&b);
}

/* Made narrow, then wide again: the layout turns just after the
 * allocation that crossed the width; laid out wide, it asks for no more
 * width than the narrow layout did */
static void
test_crossing (void)
{
  Bin b = { 0 };
  int minimum;

  bin_init (&b, 1000);
  lair_breakpoint_bin_set_narrow_width (LAIR_BREAKPOINT_BIN (b.bin), 700);
  ui_test_present (GTK_WINDOW (b.window));
  g_assert_false (lair_breakpoint_bin_get_narrow (LAIR_BREAKPOINT_BIN (b.bin)));

  gtk_window_set_default_size (GTK_WINDOW (b.window), 500, 400);
  ui_test_wait_until (lair_breakpoint_bin_get_narrow (LAIR_BREAKPOINT_BIN (b.bin)));
  g_assert_true (b.allocated);
  g_assert_cmpint (lair_breakpoint_bin_get_width (LAIR_BREAKPOINT_BIN (b.bin)), ==, 500);

  gtk_window_set_default_size (GTK_WINDOW (b.window), 900, 400);
  ui_test_wait_until (!lair_breakpoint_bin_get_narrow (LAIR_BREAKPOINT_BIN (b.bin)));
  g_assert_cmpuint (b.n_turns, ==, 3);
  gtk_widget_measure (b.bin, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, 200);
  bin_clear (&b);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add_func ("/breakpoint-bin/first-frame-wide", test_first_frame_wide);
  g_test_add_func ("/breakpoint-bin/first-frame-narrow", test_first_frame_narrow);
  g_test_add_func ("/breakpoint-bin/crossing", test_crossing);
  return ui_test_run ();
}
