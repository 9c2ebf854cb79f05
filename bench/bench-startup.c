/* bench-startup.c — time to the first mapped window, and memory after
 *
 * usage: bench-startup RUNS NAME=COMMAND [NAME=COMMAND …]
 *
 * Runs each command RUNS times, taking turns so that a noisy machine
 * weighs on all of them alike. For each run it measures the time from
 * starting the process to the first top-level window mapped on the X
 * display, and the resident memory (VmRSS) three seconds after the start;
 * then it ends the process. Prints the medians, and each command's ratio
 * to the first one, which is the reference.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <X11/Xlib.h>

#define RSS_AFTER_US (3 * G_USEC_PER_SEC)
#define MAP_TIMEOUT_US (60 * G_USEC_PER_SEC)

typedef struct {
  char   *name;
  char  **argv;
  GArray *startup;  /* double, milliseconds */
  GArray *rss;      /* double, MiB */
} Program;

static double
rss_mib (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", (int) pid);
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents (path, &status, NULL, NULL))
    return -1;
  line = strstr (status, "VmRSS:");
  if (line == NULL)
    return -1;
  return g_ascii_strtod (line + strlen ("VmRSS:"), NULL) / 1024.0;
}

/* Waits for a MapNotify of a top-level window; FALSE on time-out. */
static gboolean
wait_for_map (Display *display,
              gint64   deadline)
{
  int fd = ConnectionNumber (display);

  while (g_get_monotonic_time () < deadline)
    {
      while (XPending (display) > 0)
        {
          XEvent event;

          XNextEvent (display, &event);
          if (event.type == MapNotify && !event.xmap.override_redirect)
            return TRUE;
        }
      {
        fd_set fds;
        struct timeval tv = { 0, 1000 };

        FD_ZERO (&fds);
        FD_SET (fd, &fds);
        select (fd + 1, &fds, NULL, NULL, &tv);
      }
    }
  return FALSE;
}

static gboolean
run_once (Display *display,
          Program *program)
{
  g_autoptr(GError) error = NULL;
  gint64 start, mapped;
  double startup, rss;
  GPid pid;

  XSync (display, True);  /* forget earlier events */
  start = g_get_monotonic_time ();
  if (!g_spawn_async (NULL, program->argv, NULL,
                      G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD |
                      G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                      NULL, NULL, &pid, &error))
    {
      g_printerr ("%s: %s\n", program->name, error->message);
      return FALSE;
    }
  if (!wait_for_map (display, start + MAP_TIMEOUT_US))
    {
      g_printerr ("%s: no window within %d s\n", program->name, (int) (MAP_TIMEOUT_US / G_USEC_PER_SEC));
      kill (pid, SIGKILL);
      waitpid (pid, NULL, 0);
      return FALSE;
    }
  mapped = g_get_monotonic_time ();
  g_usleep (MAX (0, start + RSS_AFTER_US - g_get_monotonic_time ()));
  rss = rss_mib (pid);
  kill (pid, SIGTERM);
  waitpid (pid, NULL, 0);
  g_spawn_close_pid (pid);

  startup = (mapped - start) / 1000.0;
  g_array_append_val (program->startup, startup);
  g_array_append_val (program->rss, rss);
  return rss > 0;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (GArray *values)
{
  g_array_sort (values, compare_doubles);
  return g_array_index (values, double, values->len / 2);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) programs = g_ptr_array_new ();
  Display *display;
  guint runs;
  double reference_startup = 0, reference_rss = 0;

  if (argc < 3)
    {
      g_printerr ("usage: %s RUNS NAME=COMMAND [NAME=COMMAND …]\n", argv[0]);
      return 2;
    }
  runs = (guint) g_ascii_strtoull (argv[1], NULL, 10);
  for (int i = 2; i < argc; i++)
    {
      const char *eq = strchr (argv[i], '=');
      Program *program = g_new0 (Program, 1);
      g_autoptr(GError) error = NULL;

      if (eq == NULL || !g_shell_parse_argv (eq + 1, NULL, &program->argv, &error))
        {
          g_printerr ("%s: expected NAME=COMMAND\n", argv[i]);
          return 2;
        }
      program->name = g_strndup (argv[i], eq - argv[i]);
      program->startup = g_array_new (FALSE, FALSE, sizeof (double));
      program->rss = g_array_new (FALSE, FALSE, sizeof (double));
      g_ptr_array_add (programs, program);
    }

  /* a history and settings of the run's own, shared by every program */
  {
    g_autofree char *home = g_dir_make_tmp ("spider-lair-startup-XXXXXX", NULL);
    g_autofree char *data = g_build_filename (home, "data", NULL);
    g_autofree char *config = g_build_filename (home, "config", NULL);

    g_assert (home != NULL);
    g_setenv ("XDG_DATA_HOME", data, TRUE);
    g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  }

  display = XOpenDisplay (NULL);
  if (display == NULL)
    {
      g_printerr ("no X display\n");
      return 77;
    }
  XSelectInput (display, DefaultRootWindow (display), SubstructureNotifyMask);

  /* one untimed round first: the font and icon caches are warm for all */
  for (guint p = 0; p < programs->len; p++)
    {
      Program *program = g_ptr_array_index (programs, p);

      if (!run_once (display, program))
        return 1;
      g_array_set_size (program->startup, 0);
      g_array_set_size (program->rss, 0);
    }
  for (guint r = 0; r < runs; r++)
    for (guint p = 0; p < programs->len; p++)
      if (!run_once (display, g_ptr_array_index (programs, p)))
        return 1;

  for (guint p = 0; p < programs->len; p++)
    {
      Program *program = g_ptr_array_index (programs, p);
      double startup = median (program->startup);
      double rss = median (program->rss);

      if (p == 0)
        {
          reference_startup = startup;
          reference_rss = rss;
        }
      g_print ("%-16s startup %7.1f ms (%.2fx)   RSS %6.1f MiB (%.2fx)   median of %u\n",
               program->name, startup, startup / reference_startup,
               rss, rss / reference_rss, runs);
    }
  XCloseDisplay (display);
  return 0;
}
