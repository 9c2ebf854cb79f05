/* ui-test-utils.c — driving real widgets from a test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "ui-test-utils.h"

#include "lair-seat-panel.h"
#include "lair-seat-row.h"

#ifdef __SANITIZE_ADDRESS__
/* GStreamer outgrows GLib's table of quarks, whose old arrays GLib never
 * frees (glib/gquark.c), and every window plays the game's sounds:
 * tests/lsan.supp can only tell those apart with
 * whole allocation stacks, which the system libraries, built without frame
 * pointers, give only to the slow unwinder. Its cost grows with the depth
 * it unwinds, and a window's allocations lie deep: ten frames reach the
 * quark and loader frames the suppressions name (eight do, today), at
 * half the cost of the thirty the sanitizer keeps by default */
const char *__asan_default_options (void);

const char *
__asan_default_options (void)
{
  return "fast_unwind_on_malloc=0:malloc_context_size=10";
}
#endif

static char *test_home;

/* Private XDG user directories, so the history and any saved game are
 * the test's own */
static void
make_test_home (void)
{
  static const char * const dirs[] = { "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME" };
  g_autoptr(GError) error = NULL;

  test_home = g_dir_make_tmp ("spider-lair-ui-XXXXXX", &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (dirs); i++)
    {
      g_autofree char *dir = g_build_filename (test_home, dirs[i], NULL);

      g_setenv (dirs[i], dir, TRUE);
    }
}

/* Warnings a test passes, each with the reason: GStreamer 1.22's warning
 * of a segment event sent before the caps, when a sound is stopped as its
 * stream starts (the sound is dropped, nothing of the game is wrong, and a
 * player never sees it), and GTK 4.16's of a frame reported twice on an X
 * server without a compositor (the frame was drawn) */
static const struct {
  const char *domain;
  const char *message;
} passed_warnings[] = {
  { "GStreamer", "Sticky event misordering" },
  { "Gdk", "gdk_frame_timings_submitted() called on submitted frame" },
};

static GLogWriterFunc log_watch;
static gboolean judge_warnings = TRUE;

static const char *
log_field (const GLogField *fields,
           gsize            n_fields,
           const char      *key)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_strcmp0 (fields[i].key, key) == 0 && fields[i].length < 0)
      return fields[i].value;
  return NULL;
}

/**
 * ui_test_passes_warning:
 * @domain: (nullable): a warning's log domain
 * @message: (nullable): its message
 *
 * Returns: whether a test passes this warning (see passed_warnings)
 */
gboolean
ui_test_passes_warning (const char *domain,
                        const char *message)
{
  for (guint i = 0; i < G_N_ELEMENTS (passed_warnings); i++)
    if (g_strcmp0 (domain, passed_warnings[i].domain) == 0 && message != NULL &&
        strstr (message, passed_warnings[i].message) != NULL)
      return TRUE;
  return FALSE;
}

/* Every warning fails the test but the ones above. GLib forgets a test's
 * fatal handler at the start of each test case, so a warning that comes
 * in a later test case from an earlier one's window would escape it:
 * warnings are judged here instead, for the whole process */
static GLogWriterOutput
judge_log_cb (GLogLevelFlags   log_level,
              const GLogField *fields,
              gsize            n_fields,
              gpointer         user_data)
{
  GLogWriterOutput output;

  if (log_watch != NULL)
    log_watch (log_level, fields, n_fields, NULL);
  output = g_log_writer_default (log_level, fields, n_fields, user_data);
  if (judge_warnings && (log_level & G_LOG_LEVEL_WARNING) &&
      !ui_test_passes_warning (log_field (fields, n_fields, "GLIB_DOMAIN"),
                               log_field (fields, n_fields, "MESSAGE")))
    g_abort ();
  return output;
}

/**
 * ui_test_watch_log:
 * @watch: called with every message logged, before it is judged
 *
 * Lets a test count what is logged. Once per process.
 */
void
ui_test_watch_log (GLogWriterFunc watch)
{
  g_assert_null (log_watch);
  log_watch = watch;
}

/**
 * ui_test_judge_warnings:
 * @judge: whether a warning fails the process
 *
 * A benchmark that counts warnings (see ui_test_watch_log()) goes on
 * after one.
 */
void
ui_test_judge_warnings (gboolean judge)
{
  judge_warnings = judge;
}

/**
 * ui_test_init:
 *
 * GTest with private XDG user directories (a test's subprocess shares its
 * parent's), then GTK and libadwaita on the test's display. The system
 * directories stay: they hold the MIME database the icons are recognised
 * with. Criticals and warnings fail the test (but see passed_warnings).
 */
void
ui_test_init (int    *argc,
              char ***argv)
{
  g_test_init (argc, argv, NULL);
  /* criticals stay fatal; warnings are judged by judge_log_cb() */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  g_log_set_writer_func (judge_log_cb, NULL, NULL);
  /* before GTK asks for any of them: GLib keeps the first answer */
  if (!g_test_subprocess ())
    make_test_home ();
  gtk_init ();
  adw_init ();
}

static void
remove_tree (GFile *file)
{
  g_autoptr(GFileEnumerator) children = NULL;

  children = g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  if (children != NULL)
    {
      GFileInfo *info;
      GFile *child;

      while (g_file_enumerator_iterate (children, &info, &child, NULL, NULL) && info != NULL)
        remove_tree (child);
    }
  g_file_delete (file, NULL, NULL);
}

/**
 * ui_test_run:
 *
 * g_test_run(), then the private directories are removed.
 *
 * Returns: the exit status
 */
int
ui_test_run (void)
{
  int status = g_test_run ();
  g_autoptr(GFile) home = NULL;

  if (test_home == NULL)
    return status;
  home = g_file_new_for_path (test_home);
  remove_tree (home);
  g_clear_pointer (&test_home, g_free);
  return status;
}

/**
 * ui_test_application_new:
 *
 * Returns: (transfer full): the application, registered without a bus
 */
LairApplication *
ui_test_application_new (void)
{
  LairApplication *app = lair_application_new ();
  g_autoptr(GError) error = NULL;

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, &error);
  g_assert_no_error (error);
  return app;
}

/**
 * ui_test_deadline:
 * @timeout_ms: how long a wait may take
 *
 * Returns: when a wait that starts now fails the test, in monotonic time
 */
gint64
ui_test_deadline (guint timeout_ms)
{
  return g_get_monotonic_time () + timeout_ms * G_TIME_SPAN_MILLISECOND;
}

static gboolean
wake_cb (gpointer data)
{
  return G_SOURCE_REMOVE;
}

/* One turn of the main loop, woken after a few milliseconds at the most
 * so a condition that no event changes is seen too */
static void
iterate_once (void)
{
  g_autoptr(GSource) wake = g_timeout_source_new (10);

  g_source_set_callback (wake, wake_cb, NULL, NULL);
  g_source_attach (wake, NULL);
  g_main_context_iteration (NULL, TRUE);
  g_source_destroy (wake);
}

/**
 * ui_test_wait_step:
 * @deadline: from ui_test_deadline()
 * @timeout_ms: what the deadline was made of
 * @file: where the wait is
 * @line: where the wait is
 * @func: where the wait is
 * @condition: what it waits for, as written
 *
 * One turn of the main loop for ui_test_wait_until(); past @deadline the
 * test fails and names the condition.
 */
void
ui_test_wait_step (gint64      deadline,
                   guint       timeout_ms,
                   const char *file,
                   int         line,
                   const char *func,
                   const char *condition)
{
  if (g_get_monotonic_time () > deadline)
    {
      g_autofree char *message = g_strdup_printf ("still not true after %u s: %s",
                                                  timeout_ms / 1000, condition);

      g_assertion_message (G_LOG_DOMAIN, file, line, func, message);
      return;
    }
  iterate_once ();
}

/**
 * ui_test_keep_running:
 * @ms: how long
 *
 * Runs the main loop for @ms milliseconds, for a check that something
 * does not happen over that time (a sound switched off stays silent).
 * Never to wait for something to happen: ui_test_wait_until() does that.
 */
void
ui_test_keep_running (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    iterate_once ();
}

/**
 * ui_test_window_is_up:
 *
 * Returns: whether @window is on the display, with its size given
 */
gboolean
ui_test_window_is_up (GtkWindow *window)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  return gtk_widget_get_mapped (GTK_WIDGET (window)) &&
         surface != NULL && gdk_surface_get_mapped (surface) &&
         gtk_widget_get_width (GTK_WIDGET (window)) > 0;
}

/**
 * ui_test_present:
 *
 * Presents @window and waits until it is on the display and the main loop
 * has nothing more to do: what the window leaves for later once shown
 * (the game window opens the history then) has run.
 */
void
ui_test_present (GtkWindow *window)
{
  gtk_window_present (window);
  ui_test_wait_until (ui_test_window_is_up (window) && !g_main_context_pending (NULL));
}

/**
 * ui_test_destroy:
 *
 * Destroys @window and waits until nothing holds it any more.
 */
void
ui_test_destroy (GtkWindow *window)
{
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_destroy (window);
  ui_test_wait_until (window == NULL);
}

/**
 * ui_test_finalize:
 * @object: (transfer full): the last reference the test holds
 *
 * Drops @object and waits until nothing holds it any more: what a window
 * left to run later lets go of it then. An object still held after the
 * wait's time fails the test, as g_assert_finalize_object() does.
 */
void
ui_test_finalize (gpointer object)
{
  g_object_add_weak_pointer (G_OBJECT (object), &object);
  g_object_unref (object);
  ui_test_wait_until (object == NULL);
}

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       data)
{
  *(gboolean *) data = TRUE;
}

/**
 * ui_test_wait_for_frame:
 *
 * Waits until @widget's window has drawn a frame: what was changed
 * before is laid out and on screen.
 */
void
ui_test_wait_for_frame (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  gtk_widget_queue_draw (widget);
  ui_test_wait_until (painted);
  g_signal_handler_disconnect (clock, id);
}

static void
describe_layout (GtkWidget *widget,
                 GtkWidget *root,
                 GString   *layout)
{
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (widget))
    return;
  if (gtk_widget_compute_bounds (widget, root, &bounds))
    g_string_append_printf (layout, "%s %g %g %g %g\n", G_OBJECT_TYPE_NAME (widget),
                            bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height);
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (layout, "%d %s\n", pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))),
                            gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    describe_layout (child, root, layout);
}

/**
 * ui_test_wait_for_rest:
 *
 * Waits until @widget's window has drawn two frames in a row that lay
 * out every widget shown the same way, with the same words: what a
 * change set moving (a width a widget answers in its next frame, a
 * transition) has come to rest.
 */
void
ui_test_wait_for_rest (GtkWidget *widget)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  g_autoptr(GString) before = g_string_new (NULL);
  g_autoptr(GString) after = g_string_new (NULL);
  gint64 deadline = ui_test_deadline (UI_TEST_TIMEOUT_MS);

  ui_test_wait_for_frame (root);
  describe_layout (root, root, before);
  for (;;)
    {
      ui_test_wait_for_frame (root);
      g_string_truncate (after, 0);
      describe_layout (root, root, after);
      if (g_string_equal (before, after))
        break;
      if (g_get_monotonic_time () > deadline)
        g_error ("the window did not come to rest in %u s", UI_TEST_TIMEOUT_MS / 1000);
      g_string_assign (before, after->str);
    }
}

static void
find_all (GtkWidget       *widget,
          GType            type,
          UiTestPredicate  predicate,
          gpointer         data,
          GPtrArray       *found)
{
  if (g_type_is_a (G_OBJECT_TYPE (widget), type) && (predicate == NULL || predicate (widget, data)))
    g_ptr_array_add (found, widget);

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_all (child, type, predicate, data, found);

  /* a menu button's popover is not among its children until it opens */
  if (GTK_IS_MENU_BUTTON (widget))
    {
      GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget));

      if (popover != NULL && gtk_widget_get_parent (GTK_WIDGET (popover)) != widget)
        find_all (GTK_WIDGET (popover), type, predicate, data, found);
    }
}

/**
 * ui_test_find_all:
 *
 * Returns: (transfer container): every widget under @root (itself
 *   included) of @type for which @predicate holds, in tree order
 */
GPtrArray *
ui_test_find_all (GtkWidget       *root,
                  GType            type,
                  UiTestPredicate  predicate,
                  gpointer         data)
{
  GPtrArray *found = g_ptr_array_new ();

  find_all (root, type, predicate, data, found);
  return found;
}

/**
 * ui_test_label_is:
 * @widget: a #GtkLabel
 * @text: the text
 *
 * A #UiTestPredicate for ui_test_find() and ui_test_find_all().
 *
 * Returns: whether @widget's text is @text
 */
gboolean
ui_test_label_is (GtkWidget *widget,
                  gpointer   text)
{
  return g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

/**
 * ui_test_can_choose_with:
 * @button: a seat's button to choose with
 *
 * Whether a player may choose with @button now. While the board tells the
 * story of the last choices, the button of a seat still in it waits: it
 * stays sensitive, so that it keeps the keyboard's focus, but it is
 * dimmed, takes no click and says it is unavailable; this checks all of
 * that.
 *
 * Returns: whether @button is neither insensitive nor waiting
 */
gboolean
ui_test_can_choose_with (GtkWidget *button)
{
  GtkWidget *inner = gtk_widget_get_first_child (button);

  if (gtk_widget_has_css_class (button, "waiting"))
    {
      g_autofree char *error = NULL;

      g_assert_true (gtk_widget_get_sensitive (button));
      g_assert_false (gtk_widget_get_can_target (button));
      error = gtk_test_accessible_check_state (GTK_ACCESSIBLE (inner), GTK_ACCESSIBLE_STATE_DISABLED, TRUE);
      g_assert_null (error);
      return FALSE;
    }
  if (gtk_widget_get_sensitive (button))
    {
      g_autofree char *error = gtk_test_accessible_check_state (GTK_ACCESSIBLE (inner),
                                                                GTK_ACCESSIBLE_STATE_DISABLED, FALSE);

      g_assert_null (error);
      g_assert_true (gtk_widget_get_can_target (button));
      return TRUE;
    }
  return FALSE;
}

/**
 * ui_test_has_class:
 * @widget: a widget
 * @css_class: a style class
 *
 * A #UiTestPredicate for ui_test_find() and ui_test_find_all().
 *
 * Returns: whether @widget has the style class @css_class
 */
gboolean
ui_test_has_class (GtkWidget *widget,
                   gpointer   css_class)
{
  return gtk_widget_has_css_class (widget, css_class);
}

/**
 * ui_test_summary_button:
 * @root: a window
 *
 * Returns: (transfer none) (nullable): the button a dungeon's summary
 *   goes on with, Next Dungeon or See Results in the window's language,
 *   when it is on screen and can be pressed
 */
GtkWidget *
ui_test_summary_button (GtkWidget *root)
{
  GtkWidget *button = ui_test_find_button (root, _("Next Dungeon"));

  if (!ui_test_is_showing (button))
    button = ui_test_find_button (root, _("See Results"));
  return ui_test_is_showing (button) && gtk_widget_is_sensitive (button) ? button : NULL;
}

/**
 * ui_test_collect_cut:
 * @root: a widget
 * @cut: where the cut words go
 *
 * Appends to @cut, quoted, the text of every label shown under @root
 * (itself included) whose words are cut short by an ellipsis.
 */
void
ui_test_collect_cut (GtkWidget *root,
                     GString   *cut)
{
  if (!gtk_widget_get_mapped (root))
    return;
  if (GTK_IS_LABEL (root) && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (root))))
    g_string_append_printf (cut, " “%s”", gtk_label_get_text (GTK_LABEL (root)));
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ui_test_collect_cut (child, cut);
}

/**
 * ui_test_find:
 *
 * Returns: (transfer none) (nullable): the first widget ui_test_find_all()
 *   would give
 */
GtkWidget *
ui_test_find (GtkWidget       *root,
              GType            type,
              UiTestPredicate  predicate,
              gpointer         data)
{
  g_autoptr(GPtrArray) found = ui_test_find_all (root, type, predicate, data);

  return found->len > 0 ? g_ptr_array_index (found, 0) : NULL;
}

static gboolean
has_label (GtkWidget *widget,
           gpointer   data)
{
  const char *label = gtk_button_get_label (GTK_BUTTON (widget));
  g_autoptr(GPtrArray) labels = NULL;

  if (label != NULL)
    {
      g_autofree char *plain = NULL;

      if (g_strcmp0 (label, data) == 0)
        return TRUE;
      /* "_Join" is "Join" */
      plain = g_strdup (label);
      for (char *p = plain, *q = plain; ; p++)
        {
          if (*p != '_')
            *q++ = *p;
          if (*p == '\0')
            break;
        }
      return g_strcmp0 (plain, data) == 0;
    }

  labels = ui_test_find_all (widget, GTK_TYPE_LABEL, NULL, NULL);
  for (guint i = 0; i < labels->len; i++)
    if (g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, i)), data) == 0)
      return TRUE;
  return FALSE;
}

/**
 * ui_test_find_button:
 * @root: where to look
 * @label: the words on the button, without mnemonic underline
 *
 * Returns: (transfer none) (nullable): the first button showing @label
 */
GtkWidget *
ui_test_find_button (GtkWidget  *root,
                     const char *label)
{
  return ui_test_find (root, GTK_TYPE_BUTTON, has_label, (gpointer) label);
}

/**
 * ui_test_is_showing:
 *
 * Returns: whether @widget is mapped: on screen, in the visible page
 */
gboolean
ui_test_is_showing (GtkWidget *widget)
{
  return widget != NULL && gtk_widget_get_mapped (widget);
}

/**
 * ui_test_has_focus_in:
 *
 * Returns: whether the keyboard focus of @widget's window is on @widget
 *   or inside it (a menu button passes its focus to the button inside)
 */
gboolean
ui_test_has_focus_in (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && (focus == widget || gtk_widget_is_ancestor (focus, widget));
}

/**
 * ui_test_click:
 * @root: where the button is
 * @label: the button's label, as ui_test_find_button() finds it
 *
 * Waits until the button shows and can be pressed, then presses it.
 */
void
ui_test_click (GtkWidget  *root,
               const char *label)
{
  GtkWidget *button = ui_test_find_button (root, label);

  g_assert_nonnull (button);
  ui_test_wait_until (ui_test_is_showing (button) && gtk_widget_is_sensitive (button));
  g_assert_true (ui_test_is_showing (button));
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
}

static gboolean
row_for_seat (GtkWidget *widget,
              gpointer   data)
{
  return lair_seat_get_index (lair_seat_row_get_seat (LAIR_SEAT_ROW (widget))) == GPOINTER_TO_UINT (data);
}

/**
 * ui_test_seat_row:
 * @root: a window
 * @index: a seat
 *
 * Returns: (transfer none): the seat's row in the main menu
 */
GtkWidget *
ui_test_seat_row (GtkWidget *root,
                  guint      index)
{
  GtkWidget *row = ui_test_find (root, LAIR_TYPE_SEAT_ROW, row_for_seat, GUINT_TO_POINTER (index));

  g_assert_nonnull (row);
  return row;
}

static gboolean
panel_for_seat (GtkWidget *widget,
                gpointer   data)
{
  return lair_seat_get_index (lair_seat_panel_get_seat (LAIR_SEAT_PANEL (widget))) == GPOINTER_TO_UINT (data);
}

/**
 * ui_test_seat_panel:
 * @root: a window
 * @index: a seat in the game
 *
 * Returns: (transfer none): the seat's panel on the board
 */
GtkWidget *
ui_test_seat_panel (GtkWidget *root,
                    guint      index)
{
  GtkWidget *panel = ui_test_find (root, LAIR_TYPE_SEAT_PANEL, panel_for_seat, GUINT_TO_POINTER (index));

  g_assert_nonnull (panel);
  return panel;
}

static gboolean
is_hand_button (GtkWidget *widget,
                gpointer   data)
{
  return gtk_widget_has_css_class (widget, "seat-hand");
}

/**
 * ui_test_seat_hand:
 * @root: a window at its game
 * @index: a seat that plays
 *
 * Returns: (transfer none): the gems in hand on the seat's panel, the
 *   toggle that shows what the next room is worth to the seat
 */
GtkWidget *
ui_test_seat_hand (GtkWidget *root,
                   guint      index)
{
  GtkWidget *button = ui_test_find (ui_test_seat_panel (root, index), GTK_TYPE_TOGGLE_BUTTON,
                                    is_hand_button, NULL);

  g_assert_nonnull (button);
  return button;
}

/**
 * ui_test_join:
 * @root: a window at its main menu
 * @session: its session
 * @index: an empty seat
 * @name: the name to type
 *
 * Joins the seat as a person, through its row: Join, the name, Return.
 * Play waits while the name is typed.
 */
void
ui_test_join (GtkWidget       *root,
              LairGameSession *session,
              guint            index,
              const char      *name)
{
  GtkWidget *row = ui_test_seat_row (root, index);
  GtkWidget *entry;

  ui_test_click (row, "Join");
  entry = ui_test_find (row, GTK_TYPE_ENTRY, NULL, NULL);
  ui_test_wait_until (ui_test_is_showing (entry));
  g_assert_true (ui_test_is_showing (entry));
  /* Play waits while somebody is joining */
  g_assert_false (gtk_widget_is_sensitive (ui_test_find_button (root, "Play")));
  gtk_editable_set_text (GTK_EDITABLE (entry), name);
  g_signal_emit_by_name (entry, "activate");
  ui_test_wait_until (!ui_test_is_showing (entry));
  g_assert_false (ui_test_is_showing (entry));
  g_assert_cmpstr (lair_seat_get_name (lair_game_session_get_seat (session, index)), ==, name);
}
