"""The salon's opening hours, in one place.

- `schedule`: the hours of any date (weekly hours, holiday policy, the
  owner's exceptions) and the dated answers the browser gets;
- `components`: what the pages show: the week's list, the table, the
  open/closed line and the deviations, prerendered from the schedule and
  handed to the wrappers in salon_components/opening_hours.py, whose
  JavaScript is assets/js/widgets/opening_hours.jsx and deviations.jsx with
  their logic in assets/js/logic/opening_hours.js and salon_dates.js.

The calendar they stand on (weekday and month names, the time zone, the
build date, Swedish holidays) is salon/calendar.py, below the content model,
which checks the content against it. Importing the package imports none of
its modules.
"""
