/* bare-window.c — the smallest libadwaita application: one window, one
 * label. The reference the game's startup time and memory are measured
 * against (bench-startup), so the figures say what the game adds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

static void
activate_cb (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);

  gtk_window_set_title (GTK_WINDOW (window), "Bare Window");
  gtk_window_set_default_size (GTK_WINDOW (window), 1090, 750);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window),
                                      gtk_label_new ("A bare libadwaita window"));
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app =
    adw_application_new ("io.github.spiderlair.BareWindow", G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
