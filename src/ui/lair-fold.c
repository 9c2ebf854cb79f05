/* lair-fold.c — a view laid out wide, or narrow under a width of its own
 *
 * The game's views change their layout with their width: the board folds
 * its log and badges, the menu puts its table under Play. Widgets cannot
 * come and go while being laid out, so a view turns its layout in an idle
 * just after the allocation that crossed its width, and these two keep
 * that one frame right: the view asks for no more than its narrow layout
 * needs, and is cut at the edge until the narrow layout is in place. A
 * view about to be shown turns its layout at once, for the width its
 * window has (lair_fold_expected_width()), so that its first frame is
 * already right.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-fold.h"

/**
 * lair_fold_measure:
 * @child: the view's one child, holding its layout
 * @narrow: whether the layout in place is the narrow one (a view turns it
 *   only after the allocation that crossed its width)
 * @narrow_minimum: (inout): the narrow layout's least width, as last seen
 * @orientation: as in #GtkWidgetClass.measure
 * @for_size: as in #GtkWidgetClass.measure
 * @minimum: (out): as in #GtkWidgetClass.measure
 * @natural: (out): as in #GtkWidgetClass.measure
 * @minimum_baseline: (out): as in #GtkWidgetClass.measure
 * @natural_baseline: (out): as in #GtkWidgetClass.measure
 *
 * Measures @child for its view. The wide layout needs more room than the
 * narrow one it turns into: the window may go straight to a phone's
 * width, and is laid out narrow from the next frame on, so a wide view
 * asks for no more width than its narrow layout did.
 */
void
lair_fold_measure (GtkWidget      *child,
                   gboolean        narrow,
                   int            *narrow_minimum,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  /* a width under the child's least is one it is never given (see
   * lair_fold_allocate()): its height is measured for the width it gets */
  if (for_size >= 0)
    {
      GtkOrientation other = orientation == GTK_ORIENTATION_HORIZONTAL ?
                             GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL;
      int child_minimum;

      gtk_widget_measure (child, other, -1, &child_minimum, NULL, NULL, NULL);
      for_size = MAX (for_size, child_minimum);
    }
  gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL && for_size < 0)
    {
      if (narrow)
        *narrow_minimum = *minimum;
      else
        *minimum = MIN (*minimum, *narrow_minimum);
    }
}

/**
 * lair_fold_allocate:
 * @child: the view's one child, holding its layout
 * @width: the view's width
 * @height: the view's height
 * @baseline: the view's baseline
 *
 * Allocates @child the view's place; until the narrow layout is in place,
 * the wide one at its smallest, cut at the view's edge (its overflow
 * hidden) for that one frame.
 */
void
lair_fold_allocate (GtkWidget *child,
                    int        width,
                    int        height,
                    int        baseline)
{
  int child_minimum;

  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum, NULL, NULL, NULL);
  gtk_widget_allocate (child, MAX (width, child_minimum), height, baseline, NULL);
}

/**
 * lair_fold_expected_width:
 * @view: a view about to be shown
 *
 * The width @view is about to be given, as far as can be known before its
 * first allocation: its window's, or the window's default width while
 * the window has none yet.
 *
 * Returns: a width in pixels, or 0 when there is no telling
 */
int
lair_fold_expected_width (GtkWidget *view)
{
  GtkRoot *root = gtk_widget_get_root (view);
  int width, height;

  if (!GTK_IS_WINDOW (root))
    return 0;
  width = gtk_widget_get_width (GTK_WIDGET (root));
  if (width <= 0)
    gtk_window_get_default_size (GTK_WINDOW (root), &width, &height); /* GTK 4.8 needs both */
  return MAX (width, 0);
}
