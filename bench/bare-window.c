/* bare-window.c — the smallest libadwaita application: one window, one
 * label. The reference the game's startup time and memory are measured
 * against (bench-startup), so the figures say what the game adds.
 *
 * With --header-bar the window also has what every GNOME window shows
 * before its content: a header bar with the window's buttons and a main
 * menu button. Its icons load the icon theme, which the label alone never
 * does, so this second reference tells the cost of an ordinary window
 * apart from the cost of the game's own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

static gboolean header_bar;

static void
activate_cb (GtkApplication *app)
{
  GtkWidget *window = adw_application_window_new (app);
  GtkWidget *label = gtk_label_new ("A bare libadwaita window");

  gtk_window_set_title (GTK_WINDOW (window), "Bare Window");
  gtk_window_set_default_size (GTK_WINDOW (window), 1090, 750);
  if (header_bar)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *bar = adw_header_bar_new ();
      GtkWidget *menu = gtk_menu_button_new ();

      gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (menu), "open-menu-symbolic");
      adw_header_bar_pack_end (ADW_HEADER_BAR (bar), menu);
      gtk_box_append (GTK_BOX (box), bar);
      gtk_widget_set_vexpand (label, TRUE);
      gtk_box_append (GTK_BOX (box), label);
      adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
    }
  else
    adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), label);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;

  header_bar = argc > 1 && g_str_equal (argv[1], "--header-bar");
  app = adw_application_new ("io.github.spiderlair.BareWindow", G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  return g_application_run (G_APPLICATION (app), 1, argv);
}
