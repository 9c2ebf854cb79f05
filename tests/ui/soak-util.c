/* soak-util.c — one window playing game after game, and what it keeps
 *
 * The window plays all-computer games one after the other at the
 * story's fastest pace, animations on, going back to the menu now and
 * then and opening the history between games, as a long evening at one
 * screen does. Beside it three counts tell whether anything piles up:
 *
 * - the live objects of each of the game's own types. GLib counts
 *   instances per type only when built with its debugging code, which
 *   Debian's is not (GOBJECT_DEBUG=instance-count counts nothing there),
 *   so each type's class is made before any of its objects and its
 *   constructed and finalize are wrapped with a count. The types are
 *   final: the class wrapped is the class of each object of the type.
 * - the warnings and criticals logged, through a log writer that hands
 *   every message on to GLib's own;
 * - the resident memory, from /proc/self/statm.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <malloc.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "soak-util.h"

#include "lair-expert.h"
#include "lair-game-keeper.h"
#include "lair-game-view.h"
#include "lair-statistics-window.h"
#include "lair-summary-view.h"
#include "ui-test-utils.h"

/* Games played out per decision by the Expert seats: the window's 480
 * make a decision of two Experts at nine seats take seconds on a busy
 * machine; what is drawn and kept does not depend on it */
#define SOAK_EXPERT_ROLLOUTS 60

/* The levels around the table, seat by seat: the Expert first, every
 * level from four seats, the Expert twice at nine */
static const char * const levels[LAIR_N_SEATS + 1] = {
  "expert", "easy", "normal", "hard", "normal", "hard", "easy", "expert", "normal", NULL,
};
static const LairAiKind kinds[LAIR_N_SEATS] = {
  LAIR_AI_EXPERT, LAIR_AI_EASY, LAIR_AI_NORMAL, LAIR_AI_HARD, LAIR_AI_NORMAL, LAIR_AI_HARD,
  LAIR_AI_EASY, LAIR_AI_EXPERT, LAIR_AI_NORMAL,
};

/* Counting live objects */

typedef struct {
  GType type;
  void (*constructed) (GObject *object);
  void (*finalize) (GObject *object);
  gint live;
} Counted;

static Counted *counted;
static guint n_counted;
static GQuark counted_quark;
static guint n_warnings;
static guint n_sound_warnings;

static Counted *
counted_of (GObject *object)
{
  guint index = GPOINTER_TO_UINT (g_type_get_qdata (G_OBJECT_TYPE (object), counted_quark));

  g_assert (index > 0 && index <= n_counted);
  return &counted[index - 1];
}

static void
counted_constructed_cb (GObject *object)
{
  Counted *c = counted_of (object);

  g_atomic_int_inc (&c->live);
  c->constructed (object);
}

static void
counted_finalize_cb (GObject *object)
{
  Counted *c = counted_of (object);

  c->finalize (object);
  g_atomic_int_add (&c->live, -1);
}

/* Counts the warnings and criticals: the ones a test passes (see
 * ui_test_passes_warning()) apart */
static GLogWriterOutput
count_writer_cb (GLogLevelFlags   log_level,
                 const GLogField *fields,
                 gsize            n_fields,
                 gpointer         user_data)
{
  const char *domain = NULL;
  const char *message = NULL;

  if (!(log_level & (G_LOG_LEVEL_WARNING | G_LOG_LEVEL_CRITICAL)))
    return G_LOG_WRITER_HANDLED;
  for (gsize i = 0; i < n_fields; i++)
    {
      if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0)
        domain = fields[i].value;
      else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0)
        message = fields[i].value;
    }
  if ((log_level & G_LOG_LEVEL_WARNING) && ui_test_passes_warning (domain, message))
    g_atomic_int_inc (&n_sound_warnings);
  else
    g_atomic_int_inc (&n_warnings);
  return G_LOG_WRITER_HANDLED;
}

/**
 * soak_count_init:
 *
 * Starts the counts: after gtk_init(), before any object of the game is
 * made. Once per process.
 */
void
soak_count_init (void)
{
  g_autoptr(GArray) types = soak_game_types ();

  g_assert_null (counted);
  ui_test_watch_log (count_writer_cb);
  counted_quark = g_quark_from_static_string ("soak-counted");
  counted = g_new0 (Counted, types->len);
  for (guint i = 0; i < types->len; i++)
    {
      GType type = g_array_index (types, GType, i);
      /* kept for the process: the wrapped functions stay in place */
      GObjectClass *klass = g_type_class_ref (type);

      g_assert_true (G_TYPE_IS_FINAL (type));
      counted[i].type = type;
      counted[i].constructed = klass->constructed;
      counted[i].finalize = klass->finalize;
      klass->constructed = counted_constructed_cb;
      klass->finalize = counted_finalize_cb;
      g_type_set_qdata (type, counted_quark, GUINT_TO_POINTER (i + 1));
    }
  n_counted = types->len;
}

guint
soak_count_n_types (void)
{
  return n_counted;
}

const char *
soak_count_type_name (guint index)
{
  g_return_val_if_fail (index < n_counted, NULL);
  return g_type_name (counted[index].type);
}

/**
 * soak_count_live:
 * @index: a type counted, below soak_count_n_types()
 *
 * Returns: how many objects of the type are alive
 */
gint
soak_count_live (guint index)
{
  g_return_val_if_fail (index < n_counted, 0);
  return g_atomic_int_get (&counted[index].live);
}

gint
soak_count_live_total (void)
{
  gint total = 0;

  for (guint i = 0; i < n_counted; i++)
    total += soak_count_live (i);
  return total;
}

/**
 * soak_count_snapshot:
 *
 * Returns: (transfer full): the live objects of every type counted, by
 *   index
 */
gint *
soak_count_snapshot (void)
{
  gint *snapshot = g_new0 (gint, MAX (n_counted, 1));

  for (guint i = 0; i < n_counted; i++)
    snapshot[i] = soak_count_live (i);
  return snapshot;
}

/**
 * soak_count_describe:
 * @snapshot: from soak_count_snapshot()
 * @since: (nullable): an earlier snapshot
 *
 * Returns: (transfer full): "Type n" for every type with live objects,
 *   or, with @since, "Type +n" for every type whose count changed
 */
char *
soak_count_describe (const gint *snapshot,
                     const gint *since)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_counted; i++)
    {
      if (since == NULL && snapshot[i] != 0)
        g_string_append_printf (text, "%s%s %d", text->len > 0 ? ", " : "", soak_count_type_name (i), snapshot[i]);
      else if (since != NULL && snapshot[i] != since[i])
        g_string_append_printf (text, "%s%s %+d", text->len > 0 ? ", " : "", soak_count_type_name (i),
                                snapshot[i] - since[i]);
    }
  return g_string_free (text, FALSE);
}

static void
add_unknown (GType      type,
             GPtrArray *unknown)
{
  g_autofree GType *children = NULL;
  guint n;

  if (g_str_has_prefix (g_type_name (type), "Lair") && g_type_get_qdata (type, counted_quark) == NULL)
    g_ptr_array_add (unknown, g_strdup (g_type_name (type)));
  children = g_type_children (type, &n);
  for (guint i = 0; i < n; i++)
    add_unknown (children[i], unknown);
}

/**
 * soak_count_unknown_types:
 *
 * The list of types is read from the sources when the build is
 * configured; a type of the game it missed is not counted.
 *
 * Returns: (transfer full): the object types named Lair… that are not
 *   counted, of those made so far
 */
char **
soak_count_unknown_types (void)
{
  GPtrArray *unknown = g_ptr_array_new ();

  add_unknown (G_TYPE_OBJECT, unknown);
  g_ptr_array_add (unknown, NULL);
  return (char **) g_ptr_array_free (unknown, FALSE);
}

/**
 * soak_count_warnings:
 *
 * Returns: the warnings and criticals logged since soak_count_init(),
 *   but for GStreamer's sound warning
 */
guint
soak_count_warnings (void)
{
  return g_atomic_int_get (&n_warnings);
}

/**
 * soak_count_sound_warnings:
 *
 * Returns: the times GStreamer warned of a sound stopped as it started
 *   or warned of something else a test passes (see ui_test_passes_warning())
 */
guint
soak_count_sound_warnings (void)
{
  return g_atomic_int_get (&n_sound_warnings);
}

/**
 * soak_rss_kib:
 *
 * Returns: the process's resident memory, in KiB
 */
gsize
soak_rss_kib (void)
{
  g_autofree char *statm = NULL;
  unsigned long size, resident;

  if (!g_file_get_contents ("/proc/self/statm", &statm, NULL, NULL) ||
      sscanf (statm, "%lu %lu", &size, &resident) != 2)
    return 0;
  return (gsize) resident * (gsize) sysconf (_SC_PAGESIZE) / 1024;
}

/**
 * soak_heap_kib:
 *
 * Returns: what malloc has handed out and not had back, in KiB: beside
 *   the resident memory, it tells memory kept from memory left free in
 *   pieces
 */
gsize
soak_heap_kib (void)
{
  struct mallinfo2 info = mallinfo2 ();

  return (info.uordblks + info.hblkhd) / 1024;
}

/* The table */

struct _SoakTable
{
  LairApplication *app;
  LairWindow      *window;
  LairGameSession *session;
  LairStory       *story;
  guint            frames;        /* drawn since the beat playing began */
  guint            hurry_frames;  /* drawn before the beat is skipped */
  guint            hurry_source;
};

/**
 * soak_table_new:
 * @n_seats: computer seats, 1 to 9, of every level (see levels)
 * @grace_delay: the change-of-mind pause, in milliseconds
 *
 * A game window at the main menu with @n_seats computers seated, the
 * story at its fastest, animations on, computers that do not wait to
 * think.
 *
 * Returns: (transfer full): the table
 */
SoakTable *
soak_table_new (guint n_seats,
                guint grace_delay)
{
  SoakTable *table = g_new0 (SoakTable, 1);
  GSettings *settings;

  g_assert_cmpuint (n_seats, >=, 1);
  g_assert_cmpuint (n_seats, <=, LAIR_N_SEATS);
  lair_expert_set_rollouts (SOAK_EXPERT_ROLLOUTS);
  table->app = ui_test_application_new ();
  settings = lair_application_get_settings (table->app);
  g_settings_set_strv (settings, "computer-levels", levels);
  g_settings_set_uint (settings, "think-delay", 0);
  g_settings_set_double (settings, "animation-speed", 4.0);
  g_settings_set_boolean (settings, "animations", TRUE);

  table->window = lair_window_new (table->app);
  table->session = lair_window_get_session (table->window);
  lair_game_session_set_grace_delay (table->session, grace_delay);
  gtk_window_set_default_size (GTK_WINDOW (table->window), 1280, 800);
  ui_test_present (GTK_WINDOW (table->window));
  for (guint i = 0; i < n_seats; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (table->session, i);

      g_assert_true (lair_game_session_make_computer (table->session, i, NULL));
      g_assert_cmpint (lair_seat_get_level (seat), ==, kinds[i]);
    }
  return table;
}

LairWindow *
soak_table_get_window (SoakTable *table)
{
  return table->window;
}

static void
beat_started_cb (SoakTable *table)
{
  table->frames = 0;
  gtk_widget_queue_draw (GTK_WIDGET (table->window));
}

static void
after_paint_cb (GdkFrameClock *clock,
                SoakTable     *table)
{
  table->frames++;
}

/* A beat drawn is skipped as a click on the board does; a summary drawn
 * goes on as its button does */
static gboolean
hurry_cb (gpointer data)
{
  SoakTable *table = data;

  if (table->frames < table->hurry_frames || lair_story_get_beat (table->story) == NULL)
    return G_SOURCE_CONTINUE;
  table->frames = 0;
  if (lair_story_get_waiting (table->story))
    lair_story_continue (table->story);
  else
    lair_story_skip (table->story);
  return G_SOURCE_CONTINUE;
}

/**
 * soak_table_hurry:
 * @table: a table
 * @frames: how many frames each beat is drawn in, 1 at least
 *
 * From now on every beat of the story, and every dungeon's summary, is
 * drawn @frames times and then skipped, as a player in a hurry clicks
 * through them: what is made is the same, and drawn, in a fraction of
 * the time.
 */
void
soak_table_hurry (SoakTable *table,
                  guint      frames)
{
  GtkWidget *root = GTK_WIDGET (table->window);

  g_return_if_fail (table->hurry_source == 0);
  table->hurry_frames = MAX (frames, 1);
  table->story = lair_game_view_get_story (lair_window_get_game_view (table->window));
  g_signal_connect_swapped (table->story, "beat-started", G_CALLBACK (beat_started_cb), table);
  g_signal_connect (gtk_widget_get_frame_clock (root), "after-paint", G_CALLBACK (after_paint_cb), table);
  table->hurry_source = g_timeout_add (5, hurry_cb, table);
}

static gboolean
results_shown (SoakTable *table)
{
  GtkWidget *results = ui_test_find (GTK_WIDGET (table->window), LAIR_TYPE_SUMMARY_VIEW, NULL, NULL);

  return lair_game_session_get_phase (table->session) == LAIR_SESSION_FINISHED &&
         results != NULL && ui_test_is_showing (results);
}

/**
 * soak_table_play:
 * @table: a table at the main menu, or at a game's results
 * @seed: the game's seed
 * @timeout_ms: how long the game may take
 *
 * Plays a game to its results: Play from the menu, Play Again from the
 * results. A table of computers goes on from each dungeon's summary by
 * itself, once it has been shown.
 */
void
soak_table_play (SoakTable *table,
                 guint64    seed,
                 guint      timeout_ms)
{
  GtkWidget *root = GTK_WIDGET (table->window);

  lair_game_session_set_seed (table->session, seed);
  if (lair_game_session_get_phase (table->session) == LAIR_SESSION_MENU)
    gtk_widget_activate_action (root, "win.play", NULL);
  else
    ui_test_click (root, "Play Again");
  ui_test_wait_until (lair_game_session_get_phase (table->session) == LAIR_SESSION_PLAYING);
  g_assert_cmpuint (lair_game_session_get_seed (table->session), ==, seed);
  ui_test_wait_until_timeout (results_shown (table), timeout_ms);
  ui_test_wait_for_frame (root);
}

/**
 * soak_table_to_menu:
 * @table: a table at a game's results
 *
 * Main Menu from the results.
 */
void
soak_table_to_menu (SoakTable *table)
{
  ui_test_click (GTK_WIDGET (table->window), "Main Menu");
  ui_test_wait_until (lair_game_session_get_phase (table->session) == LAIR_SESSION_MENU);
  ui_test_wait_for_frame (GTK_WIDGET (table->window));
}

static GtkWindow *
statistics_window (SoakTable *table)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (table->app)); l != NULL; l = l->next)
    if (LAIR_IS_STATISTICS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static gboolean
named (GtkWidget *widget,
       gpointer   data)
{
  return g_strcmp0 (gtk_widget_get_name (widget), data) == 0;
}

/**
 * soak_table_open_history:
 * @table: a table with two games played at least
 *
 * Opens the Statistics window, shows the page of the game before last,
 * and closes the window again.
 */
void
soak_table_open_history (SoakTable *table)
{
  LairStore *store = lair_application_get_store (table->app, NULL);
  g_autoptr(GPtrArray) newest = NULL;
  g_autofree char *name = NULL;
  GtkWindow *window;
  gint64 id;

  g_assert_nonnull (store);
  newest = lair_store_get_history (store, 0, 2, NULL);
  g_assert_nonnull (newest);
  g_assert_cmpuint (newest->len, ==, 2);
  id = ((LairStoreGame *) g_ptr_array_index (newest, 1))->id;

  g_action_group_activate_action (G_ACTION_GROUP (table->app), "statistics", NULL);
  ui_test_wait_until ((window = statistics_window (table)) != NULL && ui_test_window_is_up (window));
  ui_test_wait_for_frame (GTK_WIDGET (window));
  lair_statistics_window_show_game (LAIR_STATISTICS_WINDOW (window), id);
  name = g_strdup_printf ("game-%" G_GINT64_FORMAT, id);
  ui_test_wait_until (ui_test_is_showing (ui_test_find (GTK_WIDGET (window), ADW_TYPE_PREFERENCES_PAGE,
                                                        named, name)));
  ui_test_wait_for_frame (GTK_WIDGET (window));
  ui_test_destroy (window);
}

void
soak_table_free (SoakTable *table)
{
  if (table->hurry_source != 0)
    {
      g_clear_handle_id (&table->hurry_source, g_source_remove);
      g_signal_handlers_disconnect_by_data (table->story, table);
      g_signal_handlers_disconnect_by_data (gtk_widget_get_frame_clock (GTK_WIDGET (table->window)), table);
    }
  lair_game_keeper_discard (lair_window_get_keeper (table->window));
  ui_test_destroy (GTK_WINDOW (table->window));
  g_clear_object (&table->app);
  g_free (table);
}
