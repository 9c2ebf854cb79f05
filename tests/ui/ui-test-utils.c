/* ui-test-utils.c — driving real widgets from a test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ui-test-utils.h"

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

/**
 * ui_test_init:
 *
 * GTest with private XDG user directories (a test's subprocess shares its
 * parent's), then GTK and libadwaita on the test's display. The system
 * directories stay: they hold the MIME database the icons are recognised
 * with.
 */
void
ui_test_init (int    *argc,
              char ***argv)
{
  g_test_init (argc, argv, NULL);
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

static gboolean
timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/**
 * ui_test_iterate:
 * @ms: how long
 *
 * Runs the main loop for @ms milliseconds.
 */
void
ui_test_iterate (guint ms)
{
  gboolean done = FALSE;
  guint id = g_timeout_add (ms, timeout_cb, &done);

  while (!done)
    g_main_context_iteration (NULL, TRUE);
  (void) id;
}

/**
 * ui_test_wait_for:
 * @condition: what to wait for
 * @data: its argument
 * @timeout_ms: how long at most
 *
 * Runs the main loop until @condition holds.
 *
 * Returns: whether it came to hold in time
 */
gboolean
ui_test_wait_for (gboolean (*condition) (gpointer data),
                  gpointer   data,
                  guint      timeout_ms)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (timeout_ms, timeout_cb, &timed_out);

  while (!condition (data))
    {
      if (timed_out)
        return FALSE;
      g_main_context_iteration (NULL, TRUE);
    }
  if (!timed_out)
    g_source_remove (id);
  return TRUE;
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
